// The local Firebase Auth emulator for `npm start` and `npm run dev` when no Firebase project is
// configured (lib/publicEnv.js): a `demo-` project, no account, nothing leaves the machine.
// Pure Node inside firebase-tools (a dev dependency); its port is in firebase.json.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { publicEnv, usesAuthEmulator, EMULATOR_PROJECT_ID } = require('../lib/publicEnv.js');

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok && (await response.json())?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator unless the build uses a real project or one already answers. Resolves at once
 * with `ready` (a promise) and `stop`; the site does not wait for it (start-up takes ~12 s).
 */
export function startAuthEmulator(env = process.env) {
  if (!usesAuthEmulator(env)) return null;
  const url = publicEnv(env).NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_URL;
  const bin = resolve('node_modules/.bin/firebase');
  let child = null;
  const ready = (async () => {
    if (await answers(url)) return `reusing the Auth emulator already on ${url}`;
    if (!existsSync(bin)) throw new Error('firebase-tools is not installed (npm install), so visitor accounts are off');
    const dataDir = resolve(env.DATA_DIR || '.data', 'firebase');
    mkdirSync(join(dataDir, 'config'), { recursive: true });
    const log = createWriteStream(join(dataDir, 'emulator.log'));
    child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID], {
      // firebase-tools keeps its settings under XDG_CONFIG_HOME; inside the data folder, not the home.
      env: { ...env, XDG_CONFIG_HOME: join(dataDir, 'config'), NO_UPDATE_NOTIFIER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    for (let waited = 0; waited < 60_000; waited += 500) {
      if (child.exitCode !== null) throw new Error(`the Auth emulator stopped (exit ${child.exitCode}); see ${join(dataDir, 'emulator.log')}`);
      if (await answers(url)) return `Auth emulator (project ${EMULATOR_PROJECT_ID}) on ${url}; accounts live until it stops`;
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error(`the Auth emulator did not answer on ${url} within 60 s; see ${join(dataDir, 'emulator.log')}`);
  })();
  const stop = () =>
    new Promise((done) => {
      if (!child || child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGINT');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
    });
  return { ready, stop };
}
