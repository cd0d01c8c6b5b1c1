import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/serverProcess';

/** Runs a command as pid 1 of its own pid namespace, as a container does. */
const AS_PID_1 = ['unshare', '--pid', '--fork', '--mount-proc'];
/** Whether this machine lets a test do that. */
const canBePid1 = spawnSync(AS_PID_1[0], [...AS_PID_1.slice(1), 'true'], { timeout: 10_000 }).status === 0;

describe.skipIf(!canBePid1)('the embedded database after a crash of a server running as pid 1', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pid1-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts again on the same data after kill -9, though the lock names pid 1 again', async () => {
    const first = startServerProcess({ DATA_DIR: dataDir }, AS_PID_1);
    await first.origin;
    first.signal('SIGKILL');
    await first.exited;
    expect(readFileSync(join(dataDir, 'pglite', 'owner.pid'), 'utf8')).toBe('1');

    const second = startServerProcess({ DATA_DIR: dataDir }, AS_PID_1);
    await second.origin;
    second.signal('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});
