/**
 * The build step for editors' photos, for npm run bench, as JSON on stdout: 50 new camera-sized
 * photos (4,000 × 3,000 JPEG) used as card and header images, made responsive from nothing, then
 * again with no change. Run with `npx tsx scripts/bench/photos.ts`; BENCH_PHOTO_COUNT changes the 50.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { optimiseImages, type ImageUse } from '../images/optimiseImages';

const COUNT = Number(process.env.BENCH_PHOTO_COUNT ?? 50);
const CENTER = { x: 0.5, y: 0.5 };

async function main() {
  const root = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  const publicDir = join(root, 'public');
  mkdirSync(join(publicDir, 'images'), { recursive: true });
  try {
    const uses: ImageUse[] = [];
    let sourceBytes = 0;
    for (let index = 0; index < COUNT; index++) {
      const path = `/images/photo-${index}.jpg`;
      // Gaussian noise over a tint: as hard to compress as a detailed photo.
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 40 + index, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
        .jpeg({ quality: 88 })
        .toFile(join(publicDir, path));
      sourceBytes += statSync(join(publicDir, path)).size;
      uses.push({ path, slot: 'card', focus: CENTER }, { path, slot: 'header', focus: CENTER });
    }
    const manifest = join(root, 'images.json');
    const coldStart = performance.now();
    const cold = await optimiseImages(uses, publicDir, manifest);
    const coldSeconds = (performance.now() - coldStart) / 1000;
    const warmStart = performance.now();
    const warm = await optimiseImages(uses, publicDir, manifest);
    const warmSeconds = (performance.now() - warmStart) / 1000;
    process.stdout.write(JSON.stringify({ photos: COUNT, sourceMb: sourceBytes / 1024 / 1024, pictures: cold.images, coldSeconds, made: cold.made, warmSeconds, remade: warm.made }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

void main();
