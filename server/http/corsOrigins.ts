import { site } from '@/data/site';
import { list } from '../envNumbers';

/**
 * Origins allowed to call the API from a browser (exact match): CORS_ORIGINS, or by default the
 * site's public origin and the server's own. The page the server serves itself is always allowed.
 */
export function corsOrigins(env: NodeJS.ProcessEnv, ownOrigin?: string): string[] {
  const listed = list(env, 'CORS_ORIGINS');
  return listed.length ? listed : [site.url, ...(ownOrigin ? [ownOrigin] : [])];
}
