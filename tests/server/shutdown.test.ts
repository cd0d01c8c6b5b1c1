import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/database';

/**
 * SIGTERM under load, on the real process: every subscription the service acknowledged (202) is
 * in the database afterwards, requests that arrive while it closes are refused rather than
 * dropped silently, and it exits 0 within its deadline.
 */
describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged request when SIGTERM arrives under load', async () => {
    // PORT=0: the server picks a free port and says which, so no other test's port is taken.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR: '', DATA_DIR: dataDir, DATABASE_URL: '', CHAT_EMBEDDINGS: 'off', SUBSCRIBE_RATE_LIMIT_IP: '1000000', SHUTDOWN_TIMEOUT_MS: '20000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const address = /Serving .* on (http:\/\/[^\s]+)/.exec(output)?.[1];
        if (address) resolve(address);
      });
      server!.once('exit', () => reject(new Error(`the server exited before listening: ${output}`)));
    });

    const acknowledged: string[] = [];
    const outcomes = new Map<string, number>();
    let stop = false;
    const client = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const email = `load-${worker}-${i}@example.com`;
        try {
          const response = await fetch(`${origin}/api/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'subscriptionConfirmation', email, source: '/insights/', website: '' }),
          });
          const key = String(response.status);
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          if (response.status === 202) acknowledged.push(email);
        } catch {
          outcomes.set('refused', (outcomes.get('refused') ?? 0) + 1);
          if (stop) return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, worker) => client(worker));
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGTERM');
    const code = await exited;
    stop = true;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect([...outcomes.keys()].every((status) => ['202', '503', 'refused'].includes(status)), JSON.stringify([...outcomes])).toBe(true);
    const db = await openDatabase({ dataDir });
    try {
      const stored = new Set((await db.query<{ email: string }>('select email from subscribers')).map((row) => row.email));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
