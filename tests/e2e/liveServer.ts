import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/smtpCapture';

export interface LiveServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * A second instance of the real server (the built export plus the API) on a free port, with a
 * database of its own (a new one, or the `dataDir` given) and the given environment: for flows
 * that need their own mail settings or data.
 */
export async function startLiveServer(env: Record<string, string>, dataDir = mkdtempSync(join(tmpdir(), 'e2e-live-'))): Promise<LiveServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('npx', ['tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 500; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not start: ${stderr}`);
}
