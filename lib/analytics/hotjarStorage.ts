const HOTJAR_KEY = /^_hj/;

/** Hotjar has no off switch: after withdrawal its storage goes too (cookies: the consent banner's autoClear). */
export function clearHotjarStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      Object.keys(storage)
        .filter((key) => HOTJAR_KEY.test(key))
        .forEach((key) => storage.removeItem(key));
    } catch {
      // Storage blocked: Hotjar could not have written there either.
    }
  }
}
