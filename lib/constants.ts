/** Layout constants of the spec (§9); styles/_tokens.scss holds their CSS twins. */
export const HEADER_HEIGHT = 90;
export const STICKY_SCROLL_THRESHOLD = 50;
export const MOBILE_BREAKPOINT = 600;
export const FIRST_COPYRIGHT_YEAR = 2011;
export const FEATURED_IMAGE_SIZE = { width: 300, height: 90 } as const;
export const LOGO_SIZES = {
  header: { width: 240, height: 38 },
  footer: { width: 240, height: 40 },
  mobile: { width: 180, height: 30 },
} as const;
