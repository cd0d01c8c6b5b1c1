// Lets TypeScript files (vitest.config.mts) import the settings next.config.js defines.
import type { NextConfig } from 'next';

declare const config: NextConfig & { env: Record<string, string> };
export = config;
