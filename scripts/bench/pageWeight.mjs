// Bytes a page costs before interaction, as the server sends them with gzip: the HTML, the
// stylesheets it links and the scripts it loads (<script src>, not nomodule, and the framework's
// chunks listed for loading after the first paint, see scripts/postbuild/scriptsAfterPaint.ts).
import { get } from 'node:http';

/** The bytes on the wire for a gzip-accepting client (counted, so a missing Content-Length is no problem). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${response.statusCode} ${url}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

export async function pageWeight(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const afterPaint = /<script id="__next_scripts" type="application\/json">([^<]*)<\/script>/.exec(html);
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src).concat(afterPaint ? JSON.parse(afterPaint[1]) : []);
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
  const sum = async (urls) => (await Promise.all(urls.map((url) => gzipBytes(new URL(url, origin).href)))).reduce((a, b) => a + b, 0);
  return {
    js: await sum(scripts),
    css: await sum(styles),
    html: await gzipBytes(origin + path),
    scripts: scripts.length,
  };
}
