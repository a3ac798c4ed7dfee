import { Logger } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Paths the SPA never answers: they belong to the API, whatever follows. */
const SERVER_PREFIXES = ['/api', '/graphql', '/healthz', '/readyz'];
const HASHED_ASSET = /^\/assets\//;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function hasFileExtension(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({
    success: false,
    statusCode: 404,
    code: 'NOT_FOUND',
    message: `No route for ${request.method} ${request.url}`,
  });

/**
 * Serves the built SPA: files as they are (Vite's content-hashed /assets/* cached for a year,
 * everything else revalidated), and index.html for any other GET without a file extension so
 * client-side routes survive a reload. API paths keep their JSON 404.
 */
export async function registerSpa(fastify: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    new Logger('Spa').warn(`No built SPA at ${webDist} (run npm run build:web); serving the API only`);
    return false;
  }
  await fastify.register(fastifyStatic, { root: webDist, serve: false });
  fastify.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (isServerPath(path)) return notFound(request, reply);
    if (hasFileExtension(path)) {
      const relative = path.replace(/^\/+/, '');
      if (!existsSync(join(webDist, relative))) return notFound(request, reply);
      const cacheControl = HASHED_ASSET.test(path) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache';
      return reply.header('cache-control', cacheControl).sendFile(relative, { cacheControl: false });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
  return true;
}
