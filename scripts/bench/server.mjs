// Starts the real server (npm run serve) on a free port for a benchmark, and stops it.
import { spawn } from 'node:child_process';

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** SIGTERM to the server's process group (or `signal`); resolves once every process in it is gone (SIGKILL after 15 s). */
async function stopGroup(pid, signal = 'SIGTERM') {
  try {
    process.kill(-pid, signal);
  } catch {
    return; // already gone
  }
  let deadline = Date.now() + 15_000;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
      deadline = Infinity;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** extraEnv is laid over the defaults below, e.g. { SITE_DIR: '', DATA_DIR: '.data/other' } or a DATABASE_URL. */
export async function startServer(port, extraEnv = {}) {
  const origin = `http://127.0.0.1:${port}`;
  // Something already answering there would be measured instead of this server.
  if (await fetch(`${origin}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is in use (set BENCH_PORT)`);
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    // Rate limits are lifted so the load test measures the service, not the limiter; transcripts are kept.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: origin,
      CHAT_HASH_SECRET: 'bench-only-secret',
      DATA_DIR: '.data/bench',
      CHAT_RATE_LIMIT_IP: '100000000',
      CHAT_RATE_LIMIT_SESSION: '100000000',
      SUBSCRIBE_RATE_LIMIT_IP: '100000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let attempt = 0; attempt < 300 && !exited; attempt++) {
    try {
      // stop() resolves when the whole process group is gone (e.g. the data dir's lock is released).
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, pid: child.pid, stop: () => stopGroup(child.pid), kill: () => stopGroup(child.pid, 'SIGKILL') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopGroup(child.pid);
  throw new Error(exited ? 'server exited before it was ready' : 'server did not start');
}
