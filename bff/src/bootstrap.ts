import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { createFastifyApp } from '@pm/kit';
import { createHmac } from 'node:crypto';
import { AppModule } from './app.module';
import { loadBffSettings } from './config/bff.config';
import { registerSpa } from './spa/spa';
import { registerMultipart } from './uploads/multipart';

export interface CreateBffAppOptions {
  logger?: boolean;
}

/** The bff on Fastify with the house bootstrap, cookies and the SPA; not yet listening. */
export async function createBffApp(options: CreateBffAppOptions = {}): Promise<NestFastifyApplication> {
  // Read once here for the adapter options; the app reads its own copy when its module is created.
  const settings = loadBffSettings();
  const app = await createFastifyApp(AppModule, { trustProxy: settings.trustProxy, logger: options.logger });
  // @nestjs/platform-fastify pins its own fastify copy; plugins' types name the hoisted one (same major).
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // Signs short-lived cookies such as the OpenID Connect state; derived so it never equals the JWT key.
  await fastify.register(fastifyCookie, {
    secret: createHmac('sha256', settings.jwtSecret).update('bff cookie signing').digest('hex'),
  });
  // Brotli or gzip for JSON and the SPA's assets above 1 KiB (the app's JS is ~550 kB raw, ~180 kB gzipped).
  await fastify.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerMultipart(fastify);
  await registerSpa(fastify, settings.webDist);
  return app;
}
