// Bytes a page costs before interaction, as the server sends them with gzip: the HTML, the
// stylesheets it links and the scripts it loads (<script src>, not nomodule).

async function gzipBytes(url) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  // fetch decompresses; the header gives what went over the wire.
  return Number(response.headers.get('content-length') ?? body.length);
}

export async function pageWeight(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
  const sum = async (urls) => (await Promise.all(urls.map((url) => gzipBytes(new URL(url, origin).href)))).reduce((a, b) => a + b, 0);
  return {
    js: await sum(scripts),
    css: await sum(styles),
    html: await gzipBytes(origin + path),
    scripts: scripts.length,
  };
}
