import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentImage } from '@/lib/images/contentImages';
import { IMAGE_SLOTS, parseFocus } from '@/lib/images/slots';
import { checkImages } from '@/scripts/images/checkImages';
import { cropFor, optimiseImages, widthsFor, type ImageUse } from '@/scripts/images/optimiseImages';

const CENTER = { x: 0.5, y: 0.5 };

/** A photo-like test picture: a gradient with noise, so encoders work as on a real photo. */
async function photo(path: string, width: number, height: number) {
  const channels = 3;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * channels;
      data[offset] = (x * 255) / width;
      data[offset + 1] = (y * 255) / height;
      data[offset + 2] = (x * y) % 251;
    }
  }
  mkdirSync(join(path, '..'), { recursive: true });
  await sharp(data, { raw: { width, height, channels } }).jpeg({ quality: 90 }).toFile(path);
}

describe('focus, widths and crops', () => {
  it('reads a focus as CSS object-position does', () => {
    expect(parseFocus(undefined)).toEqual(CENTER);
    expect(parseFocus('top')).toEqual({ x: 0.5, y: 0 });
    expect(parseFocus('left bottom')).toEqual({ x: 0, y: 1 });
    expect(parseFocus('30% 40%')).toEqual({ x: 0.3, y: 0.4 });
    expect(parseFocus('25%')).toEqual({ x: 0.25, y: 0.25 });
    for (const bad of ['', 'middle', '130% 10%', '10% 20% 30%', 'constructor', '__proto__']) expect(parseFocus(bad), bad).toBeNull();
  });

  it('makes each width the slot is shown at, never wider than the source', () => {
    expect(widthsFor('card', 4000)).toEqual(IMAGE_SLOTS.card.widths);
    expect(widthsFor('card', 700)).toEqual([360, 540]);
    expect(widthsFor('card', 200)).toEqual([200]);
    expect(widthsFor('header', 1680)).toEqual([480, 720, 960, 1280, 1680]);
  });

  it('crops to the slot\'s shape around the focus', () => {
    // 4000×3000 into 1200×480 (2.5:1): the full width, 1600 high.
    expect(cropFor('header', 4000, 3000, CENTER)).toEqual({ left: 0, top: 700, width: 4000, height: 1600 });
    expect(cropFor('header', 4000, 3000, { x: 0.5, y: 0 })).toEqual({ left: 0, top: 0, width: 4000, height: 1600 });
    expect(cropFor('header', 4000, 3000, { x: 0.3, y: 0.4 })).toEqual({ left: 0, top: 560, width: 4000, height: 1600 });
    // A portrait picture into a card (600×338): the full width, a band from the middle, or from the top.
    expect(cropFor('card', 1000, 2000, CENTER)).toEqual({ left: 0, top: 719, width: 1000, height: 563 });
    expect(cropFor('card', 1000, 2000, { x: 0.5, y: 0 })).toEqual({ left: 0, top: 0, width: 1000, height: 563 });
    // A panorama into a card: the full height, cut at the sides.
    expect(cropFor('card', 4000, 1000, { x: 1, y: 0.5 })).toEqual({ left: 2225, top: 0, width: 1775, height: 1000 });
  });
});

describe('the build step', () => {
  const root = mkdtempSync(join(tmpdir(), 'images-'));
  const publicDir = join(root, 'public');
  const manifestPath = join(root, 'generated', 'images.json');
  const outDir = join(publicDir, 'generated', 'img');
  const uses: ImageUse[] = [
    { path: '/images/insights/big.jpg', slot: 'card', focus: CENTER },
    { path: '/images/insights/big.jpg', slot: 'header', focus: { x: 0.5, y: 0 } },
    { path: '/images/insights/small.jpg', slot: 'card', focus: CENTER },
    { path: '/images/insights/cover.svg', slot: 'card', focus: CENTER },
  ];

  beforeAll(async () => {
    await photo(join(publicDir, 'images/insights/big.jpg'), 2400, 1800);
    await photo(join(publicDir, 'images/insights/small.jpg'), 500, 300);
    writeFileSync(join(publicDir, 'images/insights/cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }, 30_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes AVIF and WebP at each width and a JPEG fallback, and leaves SVGs alone', async () => {
    const { manifest, images, made } = await optimiseImages(uses, publicDir, manifestPath);
    expect({ images, made }).toEqual({ images: 3, made: 3 });
    expect(Object.keys(manifest).sort()).toEqual(['card /images/insights/big.jpg', 'card /images/insights/small.jpg', 'header /images/insights/big.jpg']);

    const card = manifest['card /images/insights/big.jpg'];
    expect(card).toMatchObject({ width: 600, height: 338, sizes: IMAGE_SLOTS.card.sizes });
    expect(card.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of card.sources) {
      const candidates = source.srcSet.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, descriptor]) => descriptor)).toEqual(['360w', '540w', '720w', '1080w']);
      for (const [url, descriptor] of candidates) {
        const meta = await sharp(join(publicDir, url)).metadata();
        expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        expect(`${meta.width}w`).toBe(descriptor);
        expect(Math.abs(meta.height! - (meta.width! * 338) / 600)).toBeLessThanOrEqual(1);
      }
    }
    const fallback = await sharp(join(publicDir, card.src)).metadata();
    expect(fallback).toMatchObject({ format: 'jpeg', width: 720 });

    // Smaller than the slot: no width above the source's crop, and the check warns (below).
    expect(manifest['card /images/insights/small.jpg'].sources[0].srcSet).toMatch(/ 360w$/);
    // The header keeps the top of the picture: a 2.5:1 band from y = 0.
    expect(manifest['header /images/insights/big.jpg'].sources[0].srcSet.split(', ').pop()).toMatch(/ 1680w$/);
  }, 120_000);

  it('reuses what it made while the source and settings are unchanged, and removes what nothing uses', async () => {
    const before = Object.fromEntries(readdirSync(outDir).map((name) => [name, statSync(join(outDir, name)).mtimeMs]));
    const again = await optimiseImages(uses, publicDir, manifestPath);
    expect(again.made).toBe(0);
    expect(Object.fromEntries(readdirSync(outDir).map((name) => [name, statSync(join(outDir, name)).mtimeMs]))).toEqual(before);

    // A new focus is a new crop; the old header files go.
    const refocused = await optimiseImages([uses[0], { ...uses[1], focus: { x: 0.5, y: 1 } }], publicDir, manifestPath);
    expect(refocused.made).toBe(1);
    const names = readdirSync(outDir);
    expect(names.some((name) => Object.keys(before).includes(name) && name.endsWith('-1680.avif'))).toBe(false);
    expect(names.filter((name) => name.endsWith('.jpg'))).toHaveLength(2);
  }, 120_000);
});

describe('the content check for images', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'image-check-'));
  const image = (path: string, extra: Partial<ContentImage> = {}): ContentImage => ({ entry: 'insights/a-story/ (id 9)', field: 'blogImg', path, slot: 'header', focus: CENTER, alt: 'A street at dusk', ...extra });

  beforeAll(async () => {
    await photo(join(publicDir, 'images/ok.jpg'), 1800, 720);
    await photo(join(publicDir, 'images/small.jpg'), 800, 320);
    await photo(join(publicDir, 'images/portrait.jpg'), 1800, 2400);
    writeFileSync(join(publicDir, 'images/broken.jpg'), Buffer.from('not a picture at all'));
    writeFileSync(join(publicDir, 'images/huge.jpg'), Buffer.alloc(21 * 1024 * 1024));
    writeFileSync(join(publicDir, 'images/cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }, 30_000);
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  const check = async (...images: ContentImage[]) => (await checkImages(images, publicDir)).map(({ level, entry, field, message }) => ({ level, entry, field, message }));

  it('passes a photo of the right size and shape, and an SVG', async () => {
    expect(await check(image('/images/ok.jpg'), image('/images/cover.svg', { alt: undefined }))).toEqual([]);
  });

  it('warns about a photo smaller than its slot is shown, or far from its shape, naming the entry and the field', async () => {
    const [small] = await check(image('/images/small.jpg'));
    expect(small).toMatchObject({ level: 'warning', entry: 'insights/a-story/ (id 9)', field: 'blogImg' });
    expect(small.message).toContain('shown up to 1680 px wide');
    const [portrait] = await check(image('/images/portrait.jpg', { field: 'caseImg' }));
    expect(portrait).toMatchObject({ level: 'warning', field: 'caseImg' });
    expect(portrait.message).toContain('caseImgFocus');
  });

  it('refuses a photo with no alt text, over 20 MB, unreadable or missing', async () => {
    const problems = await check(
      image('/images/ok.jpg', { alt: undefined }),
      image('/images/huge.jpg'),
      image('/images/broken.jpg'),
      image('/images/missing.jpg'),
      image('/images/ok.jpg', { alt: null }),
    );
    expect(problems.map((problem) => [problem.level, problem.message.split(/[;:(]/)[0]])).toEqual([
      ['error', 'a photo needs alt text saying what it shows '],
      ['error', 'public/images/huge.jpg is 21.0 MB'],
      ['error', 'public/images/broken.jpg cannot be read as an image'],
      ['error', 'image not found'],
    ]);
  });
});
