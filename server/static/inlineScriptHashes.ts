import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
/** Data blocks (JSON) are not executed, so CSP does not apply to them. */
const DATA_TYPE = /\btype="application\/(?:json|ld\+json)"/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/**
 * CSP hashes of every executable inline script in the export (Next writes a few per page), so
 * the policy can allow exactly those and no other inline code; plus those of scripts that libraries
 * insert at run time (Hotjar's loader).
 */
export function inlineScriptHashes(siteDir: string, insertedScripts: string[] = []): string[] {
  const hashes = new Set<string>(insertedScripts.map(scriptHash));
  for (const file of htmlFiles(siteDir)) {
    for (const [, attributes, body] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (DATA_TYPE.test(attributes) || body.length === 0) continue;
      hashes.add(scriptHash(body));
    }
  }
  return [...hashes].sort();
}
