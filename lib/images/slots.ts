/**
 * Where content images are displayed, and so which sizes the build makes of a photo: every width
 * a visitor's screen can need, from a phone to a 2× desktop, never wider than the source.
 */
export type ImageSlot = 'card' | 'header' | 'featured';

export interface SlotSpec {
  /** The shape the image is shown in (its intrinsic size on the page). */
  width: number;
  height: number;
  /** The widths made, smallest first; the last is the largest display width (2× desktop or 3× phone). */
  widths: number[];
  /** How wide the slot is at each breakpoint, for the browser to pick a width before layout. */
  sizes: string;
  /** The width of the JPEG for browsers with neither AVIF nor WebP, and for mail and social cards. */
  fallbackWidth: number;
}

export const IMAGE_SLOTS: Record<ImageSlot, SlotSpec> = {
  // Listing cards: one column on phones, two from md, three from lg (Bootstrap's grid, g-4 gutters).
  card: {
    width: 600,
    height: 338,
    widths: [360, 540, 720, 1080],
    sizes: '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 768px) 336px, (min-width: 576px) 516px, calc(100vw - 24px)',
    fallbackWidth: 720,
  },
  // The wide picture under an article's or a case study's title, in an 860 px column.
  header: {
    width: 1200,
    height: 480,
    widths: [480, 720, 960, 1280, 1680],
    sizes: '(min-width: 884px) 836px, calc(100vw - 24px)',
    fallbackWidth: 1200,
  },
  // The small picture beside a featured link in the header's menus.
  featured: {
    width: 300,
    height: 90,
    widths: [300, 600],
    sizes: '300px',
    fallbackWidth: 600,
  },
};

/** The content fields that hold an image, with the slot each is shown in and its focus field. */
export const IMAGE_FIELDS = {
  blogGridImg: { slot: 'card', focus: 'blogGridImgFocus' },
  blogImg: { slot: 'header', focus: 'blogImgFocus' },
  featureImg: { slot: 'featured', focus: 'featureImgFocus' },
  caseThumbImg: { slot: 'card', focus: 'caseThumbImgFocus' },
  caseImg: { slot: 'header', focus: 'caseImgFocus' },
} as const satisfies Record<string, { slot: ImageSlot; focus: string }>;

/** A photo or other raster image, which the build resizes; SVGs are served as they are. */
export const isRaster = (path: string) => /\.(?:jpe?g|png|webp|avif)$/i.test(path);

/** Where in the picture the crop keeps: CSS object-position, as fractions (0 left/top, 1 right/bottom). */
export interface Focus {
  x: number;
  y: number;
}

const KEYWORDS: Record<string, Partial<Focus>> = { top: { y: 0 }, bottom: { y: 1 }, left: { x: 0 }, right: { x: 1 }, center: {}, centre: {} };
const PERCENT = /^(\d{1,3}(?:\.\d+)?)%$/;

/**
 * Reads a focus such as "top", "center", "left top" or "30% 40%" (x then y, as in CSS
 * object-position); null when it is not one.
 */
export function parseFocus(text: string | undefined): Focus | null {
  if (text === undefined) return { x: 0.5, y: 0.5 };
  const parts = text.trim().toLowerCase().split(/\s+/);
  if (parts.length === 0 || parts.length > 2 || parts[0] === '') return null;
  const percents = parts.map((part) => PERCENT.exec(part));
  if (percents.every(Boolean)) {
    const [x, y = x] = percents.map((match) => Number(match![1]) / 100);
    return x <= 1 && y! <= 1 ? { x, y: y! } : null;
  }
  if (!parts.every((part) => Object.hasOwn(KEYWORDS, part))) return null;
  const focus = { x: 0.5, y: 0.5 };
  for (const part of parts) Object.assign(focus, KEYWORDS[part]);
  return focus;
}

export const FOCUS_HINT = 'must be top, center, bottom, left, right (or two of them), or "X% Y%" such as "30% 40%"';
