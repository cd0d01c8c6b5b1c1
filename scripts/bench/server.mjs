// Starts the real server (npm run serve) on a free port for a benchmark, and stops it.
import { spawn } from 'node:child_process';

export async function startServer(port) {
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error('server did not start');
}
