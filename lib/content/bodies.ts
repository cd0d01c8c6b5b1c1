import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyBrand } from './brand';
import { ContentError } from './library';

/**
 * Markdown bodies live beside the typed arrays: data/insights/<slug>.md, data/case-studies/<slug>.md.
 * readBody resolves brand tokens ({name}, ...) on reading.
 */
export type BodyKind = 'insights' | 'case-studies';

export function bodyPath(kind: BodyKind, slug: string): string {
  return join(process.cwd(), 'data', kind, `${slug.replace(/\/$/, '')}.md`);
}

export function readBody(kind: BodyKind, slug: string): string {
  const path = bodyPath(kind, slug);
  if (!existsSync(path)) throw new ContentError(`${kind}/${slug}: body file missing: data/${kind}/${slug.replace(/\/$/, '')}.md`);
  return applyBrand(readFileSync(path, 'utf8'));
}
