import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { HashCache } from './hashCache';
import { forEachLimited } from './parallel';

const TEXT = /\.(?:html|js|css|svg|xml|txt|json|map)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the export,
 * which the server sends to browsers that accept them. zlib's async calls run on libuv's thread
 * pool, so files compress in parallel; copies of unchanged files come from the cache.
 */
export async function precompress(files: string[], cacheRoot: string) {
  const cache = new HashCache(cacheRoot, 'precompress');
  const texts = files.filter((file) => TEXT.test(file) && statSync(file).size >= MIN_BYTES);
  let reused = 0;
  await forEachLimited(texts, availableParallelism() * 2, async (file) => {
    const data = readFileSync(file);
    const key = HashCache.key(data);
    const brotliReused = await cache.file(`${key}.br`, `${file}.br`, async (path) =>
      writeFileSync(path, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })),
    );
    const gzipReused = await cache.file(`${key}.gz`, `${file}.gz`, async (path) => writeFileSync(path, await gzipAsync(data, { level: 9 })));
    if (brotliReused && gzipReused) reused++;
  });
  cache.prune();
  return { files: texts.length, reused };
}
