import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { createFastifyApp } from '@pm/kit';
import { createHmac } from 'node:crypto';
import { AppModule } from './app.module';
import { loadBffSettings } from './config/bff.config';
import { GRAPHQL_PATH } from './graphql/query-length';
import { registerSecurityHeaders } from './security/security-headers';
import { registerSpa } from './spa/spa';
import { registerMultipart } from './uploads/multipart';

export interface CreateBffAppOptions {
  logger?: boolean;
}

/** Not yet listening. */
export async function createBffApp(options: CreateBffAppOptions = {}): Promise<NestFastifyApplication> {
  // Read once here for the adapter options; the app reads its own copy when its module is created.
  const settings = loadBffSettings();
  const app = await createFastifyApp(AppModule, {
    trustProxy: settings.trustProxy,
    logger: options.logger,
    graphqlPath: GRAPHQL_PATH,
  });
  // @nestjs/platform-fastify pins its own fastify copy; plugins' types name the hoisted one (same major).
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // Signs short-lived cookies such as the OpenID Connect state; derived so it never equals the JWT key.
  await fastify.register(fastifyCookie, {
    secret: createHmac('sha256', settings.jwtSecret).update('bff cookie signing').digest('hex'),
  });
  await fastify.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const spaHeaders = await registerSecurityHeaders(fastify, settings.production);
  await registerMultipart(fastify);
  await registerSpa(fastify, settings.webDist, spaHeaders);
  return app;
}
