// @ts-check
const path = require('node:path');
const { publicEnv } = require('./lib/publicEnv');
/** next/constants' PHASE_DEVELOPMENT_SERVER. */
const PHASE_DEVELOPMENT_SERVER = 'phase-development-server';

/**
 * Static export: `next build` writes plain HTML to out/, which server/ serves.
 * Images are pre-sized files, so no optimizer runs; the sizes and quality are the framework defaults the site was designed with.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
module.exports = (phase) => ({
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Public settings are always defined at build, so Next inlines them as literals.
  env: publicEnv(process.env),
  images: {
    unoptimized: true,
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  sassOptions: {
    // Component modules `@use 'tokens'` without relative paths.
    loadPaths: [path.join(__dirname, 'styles')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function', 'legacy-js-api'],
  },
  // In `npm run dev` the API runs as its own process (scripts/dev.mjs); the export has no rewrites.
  ...(phase === PHASE_DEVELOPMENT_SERVER && process.env.DEV_API_ORIGIN
    ? // trailingSlash makes Next answer /api/x with a 308 to /api/x/ (fetch follows it with the same body).
      { rewrites: async () => [{ source: '/api/:path*/', destination: `${process.env.DEV_API_ORIGIN}/api/:path*` }] }
    : {}),
});
