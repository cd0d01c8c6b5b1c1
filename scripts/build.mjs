// Builds the static export into out/: generated data, `next build`, then post-build files
// (sitemap, robots.txt, precompressed copies). Prints how long each step took.
import { execSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

const steps = [
  ['generate', 'tsx scripts/generate.ts'],
  ['next build', 'next build'],
  ['postbuild', 'tsx scripts/postbuild.ts'],
];

// Works when run directly with node, not only through npm (which puts node_modules/.bin on PATH).
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}` };
const started = Date.now();
for (const [name, command] of steps) {
  const stepStarted = Date.now();
  execSync(command, { stdio: 'inherit', env });
  console.log(`build: ${name} took ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
}
console.log(`build: total ${((Date.now() - started) / 1000).toFixed(1)} s`);
