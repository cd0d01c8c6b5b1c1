import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';

const INLINE = 'window.__boot = 1;';
let siteDir: string;
let app: FastifyInstance;

function write(path: string, content: string | Buffer) {
  const file = join(siteDir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'site-'));
  write('index.html', `<!DOCTYPE html><html><body><h1>Home</h1><script>${INLINE}</script><script id="__NEXT_DATA__" type="application/json">{}</script></body></html>`);
  write('about/index.html', `<!DOCTYPE html><html><body><h1>About</h1>${'<p>We build software.</p>'.repeat(100)}</body></html>`);
  write('404.html', '<!DOCTYPE html><html><body><h1>Not found</h1></body></html>');
  const chunk = 'console.log("chunk");'.repeat(100);
  write('_next/static/chunks/app.js', chunk);
  write('_next/static/chunks/app.js.gz', gzipSync(chunk));
  app = await buildApp({ host: '127.0.0.1', port: 0, siteDir, production: false, dataDir: siteDir, databaseUrl: null }, { database: null });
});

afterAll(async () => {
  await app.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('npm run headers', () => {
  it('prints the headers the service sends, for a static host, with the API origin added to connect-src', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/static-headers.ts', '--api', 'https://api.example.test'], { env: { ...process.env, SITE_DIR: siteDir, DATA_DIR: siteDir } });
    const csp = /^ {2}content-security-policy: (.+)$/m.exec(stdout)?.[1] ?? '';
    const served = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp.replace(' https://api.example.test', '')).toBe(served);
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.example\.test/);
    expect(stdout).toContain('/_next/static/*\n  cache-control: public, max-age=31536000, immutable');
    await expect(promisify(execFile)('npx', ['tsx', 'scripts/static-headers.ts', '--api', 'ftp://x'], { env: { ...process.env, SITE_DIR: siteDir } })).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});

describe('static site server', () => {
  it('serves pages with security headers and a CSP that allows exactly the inline scripts', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline\';script');
    expect(csp.match(/sha256-/g)).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('redirects a path without its trailing slash, keeping the query', async () => {
    const response = await app.inject({ url: '/about?ref=nav' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about/?ref=nav');
  });

  it('answers unknown pages with the 404 page and status 404', async () => {
    const response = await app.inject({ url: '/no-such-page/' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Not found');
  });

  it('answers unknown API paths with JSON', async () => {
    const response = await app.inject({ url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('serves hashed assets precompressed with a year of immutable caching', async () => {
    const response = await app.inject({ url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('compresses text responses that have no precompressed copy', async () => {
    const response = await app.inject({ url: '/about/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
