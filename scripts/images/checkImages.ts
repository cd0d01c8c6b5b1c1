import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { ContentProblem } from '@/lib/content/validate';
import type { ContentImage } from '@/lib/images/contentImages';
import { IMAGE_SLOTS, isRaster } from '@/lib/images/slots';
import { cropFor } from './optimiseImages';

export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** A picture whose shape differs from its slot's by more than this is cropped noticeably. */
const ASPECT_TOLERANCE = 0.2;

const ratio = (width: number, height: number) => `${(width / height).toFixed(2)}:1`;

/**
 * The content check's rules for images: the file exists and is readable, a photo is at most
 * 20 MB and has alt text (errors); it is at least as wide as its slot is ever shown, and close to
 * the slot's shape (warnings, naming the entry and the field).
 */
export async function checkImages(images: ContentImage[], publicDir: string): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const report = (level: ContentProblem['level'], image: ContentImage, message: string) => problems.push({ level, entry: image.entry, field: image.field, message });
  for (const image of images) {
    const file = join(publicDir, image.path);
    if (!existsSync(file)) {
      report('error', image, `image not found: public${image.path}${isRaster(image.path) ? '' : ' (npm run images makes a cover)'}`);
      continue;
    }
    if (!isRaster(image.path)) continue;
    const bytes = statSync(file).size;
    if (bytes > MAX_SOURCE_BYTES) {
      report('error', image, `public${image.path} is ${(bytes / 1024 / 1024).toFixed(1)} MB; the largest source accepted is 20 MB (export it smaller)`);
      continue;
    }
    if (image.alt !== null && !image.alt?.trim()) report('error', image, 'a photo needs alt text saying what it shows (caseImgAlt for a case study)');
    let meta: Metadata;
    try {
      meta = await sharp(file, { failOn: 'error' }).metadata();
      // Decoding the whole file finds a truncated or corrupt one that its header hides.
      await sharp(file, { failOn: 'error' }).resize(8).toBuffer();
    } catch (error) {
      report('error', image, `public${image.path} cannot be read as an image: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const rotated = (meta.orientation ?? 1) >= 5;
    const width = (rotated ? meta.height : meta.width) ?? 0;
    const height = (rotated ? meta.width : meta.height) ?? 0;
    const slot = IMAGE_SLOTS[image.slot];
    const largest = slot.widths[slot.widths.length - 1];
    const crop = cropFor(image.slot, width, height, image.focus);
    if (crop.width < largest) {
      report('warning', image, `public${image.path} gives ${crop.width} px across once cropped to the slot; it is shown up to ${largest} px wide (2× desktop), so it will look soft: use a source at least ${largest} px wide`);
    }
    const off = width / height / (slot.width / slot.height);
    if (Math.abs(off - 1) > ASPECT_TOLERANCE) {
      report('warning', image, `public${image.path} is ${width}×${height} (${ratio(width, height)}); the slot is ${ratio(slot.width, slot.height)}, so the build crops it: choose what stays with ${image.field}Focus (top, center, "30% 40%"…)`);
    }
  }
  return problems;
}
