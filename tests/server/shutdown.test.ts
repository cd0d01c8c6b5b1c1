import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/database';
import { startServerProcess } from '../support/serverProcess';

/**
 * SIGTERM under load, on the real process: every subscription the service acknowledged (202) is
 * in the database afterwards, requests that arrive while it closes are refused rather than
 * dropped silently, and it exits 0 within its deadline.
 */
describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  let server: ReturnType<typeof startServerProcess> | undefined;
  afterAll(() => {
    server?.signal('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged request when SIGTERM arrives under load', async () => {
    server = startServerProcess({ DATA_DIR: dataDir, SUBSCRIBE_RATE_LIMIT_IP: '1000000', SHUTDOWN_TIMEOUT_MS: '20000' });
    const origin = await server.origin;

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
    server.signal('SIGTERM');
    const code = await server.exited;
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
