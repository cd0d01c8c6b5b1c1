// Builds the static export into out/: generated data, `next build`, then post-build files
// (sitemap, robots.txt, precompressed copies). Prints how long each step took.
import { execSync } from 'node:child_process';

const steps = [
  ['generate', 'tsx scripts/generate.ts'],
  ['next build', 'next build'],
  ['postbuild', 'tsx scripts/postbuild.ts'],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const started = Date.now();
for (const [name, command] of steps) {
  const stepStarted = Date.now();
  execSync(command, { stdio: 'inherit', env });
  console.log(`build: ${name} took ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
}
console.log(`build: total ${((Date.now() - started) / 1000).toFixed(1)} s`);
