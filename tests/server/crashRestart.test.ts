import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Whether this machine lets a test run a process as pid 1 of its own pid namespace (as a container does). */
const canBePid1 = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { timeout: 10_000 }).status === 0;

/** Starts the server as pid 1 of a new pid namespace; resolves once it listens. */
function startAsPid1(dataDir: string) {
  const child = spawn('unshare', ['--pid', '--fork', '--mount-proc', process.execPath, '--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR: '', DATA_DIR: dataDir, DATABASE_URL: '', CHAT_EMBEDDINGS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => /Serving .* on http/.test(output) && resolve());
    void exited.then(() => reject(new Error(`the server exited: ${output}`)));
  });
  return { listening, exited, kill: (signal: NodeJS.Signals) => process.kill(-child.pid!, signal), output: () => output };
}

describe.skipIf(!canBePid1)('the embedded database after a crash of a server running as pid 1', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pid1-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts again on the same data after kill -9, though the lock names pid 1 again', async () => {
    const first = startAsPid1(dataDir);
    await first.listening;
    first.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(join(dataDir, 'pglite', 'owner.pid'), 'utf8')).toBe('1');

    const second = startAsPid1(dataDir);
    await second.listening;
    second.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});
