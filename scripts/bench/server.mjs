// Starts the real server (npm run serve) on a free port for a benchmark, and stops it.
import { spawn } from 'node:child_process';

export async function startServer(port) {
  const child = spawn('npx', ['tsx', 'server/index.ts'], {
    // Rate limits are lifted so the load test measures the service, not the limiter; transcripts are kept.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: '.data/bench', CHAT_RATE_LIMIT_IP: '100000000', CHAT_RATE_LIMIT_SESSION: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, pid: child.pid, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error('server did not start');
}
