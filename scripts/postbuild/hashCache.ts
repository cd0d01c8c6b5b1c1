import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Build outputs kept under `.cache/postbuild/<kind>/` by a hash of their input, so a rebuild only
 * redoes the work whose input changed. Entries a build did not use are removed by `prune`, so the
 * cache holds one build's outputs.
 */
export class HashCache {
  private readonly dir: string;
  private readonly used = new Set<string>();
  private writes = 0;
  hits = 0;

  constructor(root: string, kind: string) {
    this.dir = join(root, kind);
    mkdirSync(this.dir, { recursive: true });
  }

  static key(...parts: (string | Buffer)[]): string {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex').slice(0, 40);
  }

  /**
   * Writes the output for `key` to `target`: a copy of the cached file, or what `make` writes to
   * a temporary path, renamed into the cache so it is present only once written whole. True when
   * the cached file was reused.
   */
  async file(key: string, target: string, make: (cachePath: string) => Promise<void>): Promise<boolean> {
    const cached = join(this.dir, key);
    this.used.add(key);
    const reused = isFile(cached);
    if (reused) {
      this.hits++;
    } else {
      // Unique per write: two files with the same content may be made at the same time.
      const partial = `${cached}.${process.pid}-${this.writes++}.tmp`;
      await make(partial);
      renameSync(partial, cached);
    }
    copyFileSync(cached, target);
    return reused;
  }

  prune(): void {
    for (const name of readdirSync(this.dir)) if (!this.used.has(name)) rmSync(join(this.dir, name), { force: true });
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
