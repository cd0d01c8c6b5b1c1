import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { pictureKey, type Picture, type PictureManifest } from '@/lib/images/pictures';
import { IMAGE_SLOTS, isRaster, type Focus, type ImageSlot } from '@/lib/images/slots';
import { forEachLimited } from '../postbuild/parallel';

/** One use of an image: its path under public/, the slot it is shown in, and what the crop keeps. */
export interface ImageUse {
  path: string;
  slot: ImageSlot;
  focus: Focus;
}

const ENCODERS = { avif: { quality: 50, effort: 2 }, webp: { quality: 74, effort: 4 }, jpeg: { quality: 80, mozjpeg: true } } as const;
const OUTPUT_URL = '/generated/img';

/** The widths made for a slot from a crop `cropWidth` wide: the slot's widths up to it (at least one). */
export function widthsFor(slot: ImageSlot, cropWidth: number): number[] {
  const fitting = IMAGE_SLOTS[slot].widths.filter((width) => width <= cropWidth);
  return fitting.length > 0 ? fitting : [cropWidth];
}

/**
 * The largest region of the slot's shape in a `width` × `height` picture, placed by the focus as
 * CSS object-position places an image: 0 keeps the left (top) edge, 1 the right (bottom).
 */
export function cropFor(slot: ImageSlot, width: number, height: number, focus: Focus) {
  const aspect = IMAGE_SLOTS[slot].width / IMAGE_SLOTS[slot].height;
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect));
  return {
    left: Math.round((width - cropWidth) * focus.x),
    top: Math.round((height - cropHeight) * focus.y),
    width: cropWidth,
    height: cropHeight,
  };
}

interface Made {
  key: string;
  picture: Picture;
  /** False when every file already existed. */
  made: boolean;
}

async function makePicture(publicDir: string, outDir: string, use: ImageUse): Promise<Made> {
  const source = readFileSync(join(publicDir, use.path));
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify([use.slot, IMAGE_SLOTS[use.slot], use.focus, ENCODERS, sharp.versions.sharp]))
    .digest('hex')
    .slice(0, 20);
  const image = sharp(source, { failOn: 'error' }).rotate();
  const { width = 0, height = 0 } = await image.metadata().then((meta) => ((meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : meta));
  const crop = cropFor(use.slot, width, height, use.focus);
  const widths = widthsFor(use.slot, crop.width);
  const fallbackWidth = Math.min(IMAGE_SLOTS[use.slot].fallbackWidth, crop.width);
  const file = (width: number, ext: string) => `${key}-${width}.${ext}`;
  const wanted = [...widths.flatMap((width) => [file(width, 'avif'), file(width, 'webp')]), file(fallbackWidth, 'jpg')];

  const made = !wanted.every((name) => existsSync(join(outDir, name)));
  if (made) {
    // Decoded and cropped once; every size is made from that.
    const { data, info } = await image.extract(crop).raw().toBuffer({ resolveWithObject: true });
    const from = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const write = async (width: number, ext: 'avif' | 'webp' | 'jpg') => {
      const resized = from().resize({ width });
      const encoded = ext === 'avif' ? resized.avif(ENCODERS.avif) : ext === 'webp' ? resized.webp(ENCODERS.webp) : resized.flatten({ background: '#ffffff' }).jpeg(ENCODERS.jpeg);
      const target = join(outDir, file(width, ext));
      await encoded.toFile(`${target}.tmp`);
      await rename(`${target}.tmp`, target);
    };
    await Promise.all([...widths.flatMap((width) => [write(width, 'avif'), write(width, 'webp')]), write(fallbackWidth, 'jpg')]);
  }
  const srcSet = (ext: string) => widths.map((width) => `${OUTPUT_URL}/${file(width, ext)} ${width}w`).join(', ');
  const { width: slotWidth, height: slotHeight, sizes } = IMAGE_SLOTS[use.slot];
  return {
    key,
    made,
    picture: {
      src: `${OUTPUT_URL}/${file(fallbackWidth, 'jpg')}`,
      width: slotWidth,
      height: slotHeight,
      sizes,
      sources: [
        { type: 'image/avif', srcSet: srcSet('avif') },
        { type: 'image/webp', srcSet: srcSet('webp') },
      ],
    },
  };
}

/**
 * Makes AVIF and WebP at each width the slot needs, and a JPEG fallback, for every raster image
 * in `uses`; SVGs are left as they are. Files are named by a hash of the source and the settings,
 * so an unchanged photo is never processed twice, and files no image uses any more are removed.
 * Returns the manifest pages read (`pictureFor`).
 */
export async function optimiseImages(uses: ImageUse[], publicDir: string, manifestPath: string): Promise<{ manifest: PictureManifest; images: number; made: number }> {
  const outDir = join(publicDir, 'generated', 'img');
  mkdirSync(outDir, { recursive: true });
  const before = new Set(readdirSync(outDir));
  const manifest: PictureManifest = {};
  const keys = new Set<string>();
  const unique = [...new Map(uses.filter((use) => isRaster(use.path)).map((use) => [pictureKey(use.slot, use.path), use])).values()];
  let made = 0;
  // sharp runs each conversion on its own threads; two images at a time keep both cores busy.
  await forEachLimited(unique, 2, async (use) => {
    const result = await makePicture(publicDir, outDir, use);
    if (result.made) made++;
    keys.add(result.key);
    manifest[pictureKey(use.slot, use.path)] = result.picture;
  });
  // Files no image uses any more, and any left half-written by an interrupted build.
  for (const name of before) if (!keys.has(name.split('-')[0]) || name.endsWith('.tmp')) rmSync(join(outDir, name), { force: true });
  mkdirSync(join(manifestPath, '..'), { recursive: true });
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  return { manifest, images: unique.length, made };
}
