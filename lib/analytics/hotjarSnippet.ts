/** Hotjar's tracking code version. */
export const HOTJAR_VERSION = 6;

/**
 * The inline script @hotjar/browser's `init` inserts, character for character, so the server can
 * allow exactly it by hash in the Content-Security-Policy. A unit test compares it with what the
 * library really inserts, so an upgrade that changes it cannot go unnoticed.
 */
export function hotjarInitScript(siteId: number, version: number = HOTJAR_VERSION): string {
  return `(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${siteId},hjsv:${version},hjdebug:false};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');`;
}
