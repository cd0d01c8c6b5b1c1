import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import nextConfigFor from './next.config.js';

const nextConfig = nextConfigFor('phase-test');
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': root } },
  css: {
    preprocessorOptions: { scss: { loadPaths: [`${root}styles`], silenceDeprecations: ['import'] } },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // The build-time public settings, as next.config.js inlines them into the export.
    env: { ...nextConfig.env, __NEXT_TRAILING_SLASH: String(nextConfig.trailingSlash) },
  },
});
