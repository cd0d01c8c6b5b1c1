// The stack floor (../shared/floor by default, BENCH_FLOOR_DIR to point elsewhere): a bare Next +
// React + react-bootstrap export with its own gzip server. The bench builds it in .cache/floor with
// this project's installed packages (the floor pins the same versions), so it needs no download.
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCE = resolve(process.env.BENCH_FLOOR_DIR ?? '../shared/floor');
const WORK = resolve('.cache/floor');

/** Same versions as ours, or the comparison would not be with this project's stack. */
function checkVersions() {
  const floor = JSON.parse(readFileSync(join(SOURCE, 'package.json'), 'utf8')).dependencies;
  for (const [name, version] of Object.entries(floor)) {
    const installed = JSON.parse(readFileSync(resolve('node_modules', name, 'package.json'), 'utf8')).version;
    if (installed !== version) throw new Error(`the floor pins ${name} ${version}, this project has ${installed}`);
  }
}

/** Builds the floor's export once per change of its sources; returns its out/ directory. */
export function buildFloor() {
  if (!existsSync(SOURCE)) return null;
  checkVersions();
  const stamp = execSync(`find . -type f -not -path './node_modules/*' -not -path './out/*' -not -path './.next/*' | sort | xargs sha1sum | sha1sum`, { cwd: SOURCE }).toString();
  const stampFile = join(WORK, '.source-stamp');
  if (existsSync(join(WORK, 'out', 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return join(WORK, 'out');
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  cpSync(SOURCE, WORK, { recursive: true, filter: (path) => !/\/(node_modules|out|\.next)(\/|$)/.test(path.slice(SOURCE.length)) });
  // Hard links: Turbopack wants node_modules inside the project, and a copy would take a minute.
  execSync(`cp -al ${JSON.stringify(resolve('node_modules'))} ${JSON.stringify(join(WORK, 'node_modules'))}`);
  execSync('npx next build', { cwd: WORK, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  writeFileSync(stampFile, stamp);
  return join(WORK, 'out');
}

/** Serves the floor's export with its own server; resolves once it answers. */
export async function startFloor(outDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(SOURCE, 'serve.mjs'), outDir, String(port)], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(origin).then((response) => response.ok, () => false)) return { origin, stop: () => child.kill() };
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error('the floor server did not start');
}
