import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { registerSecurityHeaders } from '../security/security-headers';
import { registerSpa } from './spa';

const page = (marker: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/assets/page-1.js"></script></head><body><div id="root">${marker}${' padding'.repeat(300)}</div></body></html>`;
const chunk = `export const text = ${JSON.stringify('a built chunk '.repeat(500))};\n`;

/** A web/dist as `npm run build:web` leaves it: the SPA, prerendered pages, and .br/.gz beside the files. */
function builtWeb(): string {
  const dist = mkdtempSync(join(tmpdir(), 'pm-spa-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered', 'blog'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), page('spa shell'));
  writeFileSync(join(dist, 'prerendered', 'index.html'), page('prerendered home'));
  writeFileSync(join(dist, 'prerendered', 'blog', 'index.html'), page('prerendered blog'));
  writeFileSync(join(dist, 'assets', 'page-1.js'), chunk);
  writeFileSync(join(dist, 'assets', 'page-1.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(dist, 'assets', 'page-1.js.gz'), gzipSync(chunk));
  writeFileSync(join(dist, 'assets', 'only-br.js'), chunk);
  writeFileSync(join(dist, 'assets', 'only-br.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(dist, 'sw.js'), chunk);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(dist, 'sw.js.gz'), gzipSync(chunk));
  return dist;
}

describe('the built web app as the bff serves it', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = builtWeb();
    app = Fastify();
    // As bff/src/bootstrap.ts registers them.
    await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
    const headers = await registerSecurityHeaders(app, false);
    await registerSpa(app, dist, headers);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers a hashed chunk with the stored brotli file when the browser accepts br, cached for a year', async () => {
    const answer = await get('/assets/page-1.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    // Byte for byte the stored file: nothing was compressed for this answer.
    expect(answer.rawPayload.equals(brotliCompressSync(chunk))).toBe(true);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(chunk);
  });

  it('answers the stored gzip file to a browser without brotli', async () => {
    const answer = await get('/assets/page-1.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.rawPayload.equals(gzipSync(chunk))).toBe(true);
    expect(gunzipSync(answer.rawPayload).toString()).toBe(chunk);
  });

  it('answers the file itself without Accept-Encoding, and never compresses per request', async () => {
    const plain = await get('/assets/page-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    // No stored .gz: a gzip-only browser gets the chunk as it is, not a gzip made for the answer.
    const unstored = await get('/assets/only-br.js', 'gzip');
    expect(unstored.headers['content-encoding']).toBeUndefined();
    expect(unstored.body).toBe(chunk);
  });

  it('answers the files at the root (the worker) from their stored copies, revalidated on every load', async () => {
    const worker = await get('/sw.js', 'br');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.rawPayload.equals(brotliCompressSync(chunk))).toBe(true);
  });

  it.each([
    ['/', 'prerendered home'],
    ['/blog', 'prerendered blog'],
    ['/blog/', 'prerendered blog'],
    ['/blog/some-post', 'spa shell'],
    ['/dashboard', 'spa shell'],
    ['/index.html', 'spa shell'],
  ])('answers %s with the %s page and its own nonce, never stored compressed', async (url, marker) => {
    const answer = await get(url, 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBeUndefined();
    const html = brotliDecompressSync(answer.rawPayload).toString();
    expect(html).toContain(marker);
    expect(html).not.toContain('__CSP_NONCE__');
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(answer.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    const again = brotliDecompressSync((await get(url, 'br')).rawPayload).toString();
    expect(/nonce="([^"]+)"/.exec(again)?.[1]).not.toBe(nonce);
  });

  it('never serves a prerendered page or its template as a raw file (its nonces are placeholders)', async () => {
    expect((await get('/prerendered/index.html')).statusCode).toBe(404);
    expect((await get('/prerendered/blog/index.html')).statusCode).toBe(404);
    expect((await get('/page.html')).statusCode).toBe(404);
  });
});
