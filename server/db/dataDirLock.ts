import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite keeps its files in a directory that only one process may open: a second process (say, an
 * operator command while the server runs) would corrupt it. The owner writes its pid to a lock file;
 * a lock whose process is gone is taken over.
 */
export function lockDataDir(directory: string): () => void {
  const file = join(directory, 'owner.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner === process.pid || isAlive(owner)) {
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
