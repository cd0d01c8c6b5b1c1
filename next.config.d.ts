// Lets TypeScript files (vitest.config.mts) import the settings next.config.js defines.
import type { NextConfig } from 'next';

declare function config(phase: string): NextConfig & { env: Record<string, string>; trailingSlash: boolean };
export = config;
