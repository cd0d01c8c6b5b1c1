import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageSlot } from './slots';

/** A photo made responsive by the build: what a page needs to serve it with <picture>. */
export interface Picture {
  /** The JPEG fallback, also the image for mail and social cards. */
  src: string;
  /** The slot's shape (the crop), which reserves the space before the image loads. */
  width: number;
  height: number;
  sizes: string;
  /** AVIF first, then WebP, each at every width made ("path 480w, …"). */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
}

/** generated/images.json: a Picture for each raster image used, keyed by `${slot} ${path}`. */
export type PictureManifest = Record<string, Picture>;

export const PICTURE_MANIFEST = join(process.cwd(), 'generated', 'images.json');
export const pictureKey = (slot: ImageSlot, path: string) => `${slot} ${path}`;

let loaded: { modified: number; manifest: PictureManifest } | undefined;

/**
 * The responsive versions the build made of the image at `path` for `slot`, or null for an SVG
 * (served as it is). Read at build time (getStaticProps, generate), never in the browser; read
 * again when the build step has rewritten the manifest.
 */
export function pictureFor(path: string, slot: ImageSlot): Picture | null {
  const modified = existsSync(PICTURE_MANIFEST) ? statSync(PICTURE_MANIFEST).mtimeMs : 0;
  if (loaded?.modified !== modified) loaded = { modified, manifest: modified ? (JSON.parse(readFileSync(PICTURE_MANIFEST, 'utf8')) as PictureManifest) : {} };
  return loaded.manifest[pictureKey(slot, path)] ?? null;
}
