import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The lock files this process holds: a lock file naming this process's pid but not in here was left by an earlier process. */
const held = new Set<string>();

/**
 * PGlite keeps its files in a directory that only one process may open: a second process (say, an
 * operator command while the server runs) would corrupt it. The owner writes its pid to a lock file;
 * a lock whose process is gone is taken over. So is one that names this very process without this
 * process having taken it: in a container the server is pid 1 on every start, and after a crash
 * its lock names pid 1 again.
 */
export function lockDataDir(directory: string): () => void {
  const file = join(directory, 'owner.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner === process.pid ? held.has(file) : isAlive(owner)) {
        throw new Error(
          `The embedded database in ${directory} is in use by process ${owner} (the running server?). ` +
            'Stop that process first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${directory}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
