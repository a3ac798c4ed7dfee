import { Logger } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { styleNonceOf, type SpaHeaders } from '../security/security-headers';

/** Paths the SPA never answers: they belong to the API, whatever follows. */
const SERVER_PREFIXES = ['/api', '/graphql', '/healthz', '/readyz'];
const HASHED_ASSET = /^\/assets\//;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** WID-10: the support widget frames this page (web/src/config/paths.ts, supportBot). */
const EMBEDDABLE_PAGE = '/support-bot';
/** Vite's html.cspNonce (web/vite.config.ts): every `nonce="…"` it writes into index.html. */
const NONCE_PLACEHOLDER = /nonce="__CSP_NONCE__"/g;
/** The public pages the web build renders to HTML (web/src/prerender), one folder per path. */
const PRERENDERED_DIR = 'prerendered';

export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function hasFileExtension(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/** The page with this answer's nonce, which its Content-Security-Policy header names. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(NONCE_PLACEHOLDER, `nonce="${nonce}"`);
}

/**
 * The prerendered page of a path, relative to the build (web/src/prerender/pages.ts `prerenderedFile`), or
 * undefined when the path cannot name one (the SPA's index.html answers those).
 */
export function prerenderedPagePath(path: string): string | undefined {
  if (path.includes('..') || path.includes('\\') || path.includes('\0') || path.includes('//')) return undefined;
  const trimmed = path === '/' ? '' : path.replace(/\/$/, '');
  return `${PRERENDERED_DIR}${trimmed}/index.html`;
}

/** Files answered as they are stored; HTML pages are sent only through `sendPage`, each with its own nonce. */
function isServedFile(path: string): boolean {
  return hasFileExtension(path) && !path.endsWith('.html') && !path.startsWith(`/${PRERENDERED_DIR}/`);
}

const requestPath = (request: FastifyRequest) => decodeURIComponent(request.url.split('?')[0] ?? '/');

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({
    success: false,
    statusCode: 404,
    code: 'NOT_FOUND',
    message: `No route for ${request.method} ${request.url}`,
  });

/**
 * A GET without a file extension answers the page prerendered for its path (web/src/prerender) or else the
 * SPA's index.html, so client-side routes survive a reload; API paths keep their JSON 404. Built files are
 * answered from the .br/.gz copies the build stored beside them (never compressed per request). False when
 * there is no build.
 */
export async function registerSpa(fastify: FastifyInstance, webDist: string, headers: SpaHeaders): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    new Logger('Spa').warn(`No built SPA at ${webDist} (run npm run build:web); serving the API only`);
    return false;
  }
  // cacheControl off for the plugin as a whole, not only per sendFile: when a stored .br/.gz is missing,
  // @fastify/static 8 retries the plain file without the per-call options and would send `max-age=0`.
  await fastify.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true, cacheControl: false });
  // Read per answer (a rebuild needs no restart) and sent without validators: each answer has its own
  // nonce, so a 304 would pair a cached page with a new header's nonce. HTML is small: @fastify/compress
  // compresses it per answer.
  const sendPage = async (reply: FastifyReply, file: string) => {
    const html = await readFile(join(webDist, file), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withNonce(html, styleNonceOf(reply.raw)));
  };
  const sendIndex = (reply: FastifyReply) => sendPage(reply, 'index.html');
  fastify.get(EMBEDDABLE_PAGE, { helmet: headers.embeddable }, (_request, reply) => sendIndex(reply));
  const sendBuiltFile = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const relative = path.replace(/^\/+/, '');
    if (!isServedFile(path) || !existsSync(join(webDist, relative))) return notFound(request, reply);
    const cacheControl = HASHED_ASSET.test(path) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache';
    return reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').sendFile(relative);
  };
  // The hashed chunks: stored .br/.gz or the file itself, never compressed per request (issue 10).
  fastify.get('/assets/*', { helmet: headers.app, compress: false }, (request, reply) =>
    sendBuiltFile(request, reply, requestPath(request)),
  );
  fastify.get('/*', { helmet: headers.app }, async (request, reply) => {
    const path = requestPath(request);
    if (isServerPath(path)) return notFound(request, reply);
    if (path === '/index.html') return sendIndex(reply);
    if (hasFileExtension(path)) return sendBuiltFile(request, reply, path);
    const prerendered = prerenderedPagePath(path);
    if (prerendered && existsSync(join(webDist, prerendered))) return sendPage(reply, prerendered);
    return sendIndex(reply);
  });
  return true;
}
