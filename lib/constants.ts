/** Layout constants; styles/_tokens.scss holds their CSS twins. */
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

/** The chat widget; the sizes and layers have twins in styles/_tokens.scss. */
export const CHAT_DIALOG = { maxWidth: 800, heightVh: 80 } as const;
export const CHAT_CARD_MAX_WIDTH = 500;
export const CHAT_AVATAR_SIZES = { message: 42, typing: 32 } as const;
export const CHAT_TYPING_DOT_DELAYS_MS = [0, 200, 400] as const;
export const Z_INDEX = { chatButton: 1000, chatOverlay: 11000 } as const;
/** The widget gives up on a reply after this long and offers a retry. */
export const CHAT_REQUEST_TIMEOUT_MS = 15_000;
