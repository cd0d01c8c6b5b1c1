import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THIRD_PARTY_SOURCES_FILE, type ThirdPartySources } from '@/lib/security/thirdPartySources';

const NONE: ThirdPartySources = { scriptSrc: [], connectSrc: [], imgSrc: [], fontSrc: [], styleSrc: [], frameSrc: [], inlineScripts: [] };

/** The third-party sources the export was built for (written by the post-build step); none without a site. */
export function readThirdPartySources(siteDir: string | null): ThirdPartySources {
  if (!siteDir) return NONE;
  const file = join(siteDir, THIRD_PARTY_SOURCES_FILE);
  return existsSync(file) ? { ...NONE, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<ThirdPartySources>) } : NONE;
}
