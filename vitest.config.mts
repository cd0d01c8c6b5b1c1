import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import nextConfigFor from './next.config.js';

const nextConfig = nextConfigFor('phase-test');
const root = fileURLToPath(new URL('.', import.meta.url));
// The build-time public settings, as next.config.js inlines them into the export.
/** A package's folder as Firebase itself resolves it (npm may nest @firebase/auth under firebase). */
const firebaseRequire = createRequire(createRequire(import.meta.url).resolve('firebase/package.json'));
const packageDir = (name: string) => dirname(firebaseRequire.resolve(`${name}/package.json`));
const env = { ...nextConfig.env, __NEXT_TRAILING_SLASH: String(nextConfig.trailingSlash) };

export default defineConfig({
  resolve: { alias: { '@': root } },
  css: {
    preprocessorOptions: { scss: { loadPaths: [`${root}styles`], silenceDeprecations: ['import'] } },
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        // Component tests share two cores with the server suites, which start services and load them:
        // a render and a few effects can take seconds then, so a test's default time limit is 15 s, not 5.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'], environment: 'node', env, testTimeout: 15_000 },
      },
      {
        // Against the real Auth emulator: `npm run test:auth` starts it (firebase emulators:exec).
        // Firebase's browser build, as pages load it (its Node build stubs persistence and popups).
        extends: true,
        // (Their exports list "node" before "browser", so conditions cannot pick it: aliases do.)
        resolve: {
          alias: {
            'firebase/auth': `${packageDir('firebase')}/auth/dist/esm/index.esm.js`,
            '@firebase/auth': `${packageDir('@firebase/auth')}/dist/esm/index.js`,
          },
        },
        test: {
          name: 'auth',
          include: ['tests/auth/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env,
          fileParallelism: false,
          server: { deps: { inline: [/firebase/] } },
        },
      },
    ],
  },
});
