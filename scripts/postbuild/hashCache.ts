import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Build outputs kept under `.cache/postbuild/<kind>/` by a hash of their input, so a rebuild only
 * redoes the work whose input changed. Entries a build did not use are removed by `prune`, so the
 * cache holds one build's outputs.
 */
export class HashCache {
  private readonly dir: string;
  private readonly used = new Set<string>();
  hits = 0;
  misses = 0;

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
   * the cache path (then copied). The cache file is written whole before it counts as present.
   */
  async file(key: string, target: string, make: (cachePath: string) => Promise<void>): Promise<void> {
    const cached = join(this.dir, key);
    this.used.add(key);
    if (isFile(cached)) {
      this.hits++;
    } else {
      this.misses++;
      const partial = `${cached}.${process.pid}.tmp`;
      await make(partial);
      copyFileSync(partial, cached);
      rmSync(partial);
    }
    copyFileSync(cached, target);
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
