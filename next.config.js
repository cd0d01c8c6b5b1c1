// @ts-check
const path = require('node:path');

/**
 * Static export: `next build` writes plain HTML to out/, which server/ serves.
 * Image defaults are the spec's (§9); images are pre-sized files, so no optimizer runs.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Public endpoints are always defined at build, so Next inlines them as literals.
  env: {
    NEXT_PUBLIC_CHAT_HOST: process.env.NEXT_PUBLIC_CHAT_HOST || '/api',
    NEXT_PUBLIC_SUBSCRIBE_URL: process.env.NEXT_PUBLIC_SUBSCRIBE_URL || '/api/subscribe',
    NEXT_PUBLIC_BUILD_YEAR: String(new Date().getFullYear()),
  },
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
};

module.exports = nextConfig;
