/** Types of lib/publicEnv.js (CommonJS, so that next.config.js can require it). */
export function publicEnv(env: Record<string, string | undefined>): Record<string, string>;
export function usesAuthEmulator(env: Record<string, string | undefined>): boolean;
export const EMULATOR_PROJECT_ID: string;
export const EMULATOR_HOST: string;
export const EMULATOR_PORT: number;
