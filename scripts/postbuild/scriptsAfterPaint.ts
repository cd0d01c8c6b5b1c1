import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Scripts after first paint: Next writes its chunks as `<script src defer>` in the head, so a
 * browser fetches and runs about 130 kB of framework before it shows a page whose HTML is already
 * complete (menus included). This step lists those chunks in a JSON block and adds one small
 * loader that inserts them, in the same order, once the whole document is parsed and the frame
 * after that is painted (or a second after parsing in a background tab, where no frame is
 * painted). Scripts inserted so run in order as soon as they arrive, so waiting for the parse keeps
 * them from hydrating a half-received page, as `defer` did. Hydration then starts a frame later,
 * and the first paint no longer waits for the framework. The loader is the same on every page, so the
 * page policy allows it by one hash.
 */
export const SCRIPT_LIST_ID = '__next_scripts';

const NEXT_SCRIPT = /<script src="(\/_next\/[^"]+\.js)" defer=""><\/script>/g;

export const LOADER =
  '(function(){var d=document,s=0;' +
  `function go(){if(s)return;s=1;var l=JSON.parse(d.getElementById("${SCRIPT_LIST_ID}").textContent);` +
  'for(var i=0;i<l.length;i++){var e=d.createElement("script");e.src=l[i];e.async=false;d.head.appendChild(e)}}' +
  'function parsed(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}' +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",parsed):parsed()})();';

/** The page with Next's chunk scripts moved behind the loader; a page without them is returned as it is. */
export function loadScriptsAfterPaint(html: string): string {
  const matches = [...html.matchAll(NEXT_SCRIPT)];
  if (matches.length === 0) return html;
  const sources = matches.map(([, src]) => src);
  const first = matches[0].index;
  const list = `<script id="${SCRIPT_LIST_ID}" type="application/json">${JSON.stringify(sources)}</script><script>${LOADER}</script>`;
  const without = html.replace(NEXT_SCRIPT, '');
  return without.slice(0, first) + list + without.slice(first);
}

/** Rewrites every exported page in place; returns how many had scripts to move. */
export function moveScriptsAfterPaint(htmlFiles: string[]): number {
  let changed = 0;
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    const rewritten = loadScriptsAfterPaint(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed++;
  }
  return changed;
}
