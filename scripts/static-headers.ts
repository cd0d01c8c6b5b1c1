// npm run headers [-- --api https://api.example.com]: the security and caching headers to give the
// static export when a static host or CDN serves it instead of this service, as a `_headers` file
// (Netlify, Cloudflare Pages; other hosts take the same name/value pairs). They are the headers the
// service itself sends, read from it, so the CSP holds the hashes of this build's inline scripts.
// --api adds the service's origin to connect-src, for a site whose API lives on another host.
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadChatConfig } from '../server/chat/chatConfig';
import { loadConfig } from '../server/config';
import { runCommand, UsageError } from './lib/operatorCommand';

const USAGE = 'Usage: npm run headers [-- --api https://api.example.com]';
const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { api: { type: 'string' } } });
  if (values.api !== undefined && !/^https:\/\/[^/\s]+/.test(values.api)) throw new UsageError('--api must be an https:// origin');
  const api = values.api ? new URL(values.api).origin : null;
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', REDIS_URL: '' });
  const app = await buildApp(config, { database: null, chat: { ...loadChatConfig({ NODE_ENV: 'development' }), embeddings: { enabled: false, timeoutMs: 1000 } } });
  try {
    const page = await app.inject({ method: 'GET', url: '/' });
    if (page.statusCode !== 200) throw new Error(`The export did not answer / (${page.statusCode}): run npm run build first`);
    const lines = ['/*'];
    for (const name of SECURITY_HEADERS) {
      let value = page.headers[name];
      if (value === undefined) continue;
      if (name === 'content-security-policy' && api) value = String(value).replace(/connect-src ([^;]*)/, `connect-src $1 ${api}`);
      lines.push(`  ${name}: ${String(value)}`);
    }
    lines.push('', '/_next/static/*', '  cache-control: public, max-age=31536000, immutable', '', '/*.html', '  cache-control: public, max-age=0, must-revalidate');
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await app.close();
  }
}

runCommand(USAGE, main);
