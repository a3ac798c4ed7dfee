import { Logger, ValidationPipe, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { AppExceptionFilter, validationException } from './errors';
import { registerInputBoundary } from './input-boundary';

const globalValidationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationException,
  });

export interface CreateAppOptions {
  bodyLimit?: number;
  logger?: boolean;
  trustProxy?: boolean;
  /** The GraphQL endpoint, whose refused inputs are answered as GraphQL errors. */
  graphqlPath?: string;
}

/** Not yet listening. */
export async function createFastifyApp(module: Type, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    new FastifyAdapter({ bodyLimit: options.bodyLimit ?? 1_048_576, trustProxy: options.trustProxy ?? false }),
    { logger: options.logger === false ? false : ['error', 'warn', 'log'], bufferLogs: true },
  );
  // @nestjs/platform-fastify pins its own fastify copy; the hook's types name the hoisted one (same major).
  registerInputBoundary(app.getHttpAdapter().getInstance() as unknown as FastifyInstance, {
    graphqlPath: options.graphqlPath,
  });
  app.useGlobalPipes(globalValidationPipe());
  app.useGlobalFilters(new AppExceptionFilter());
  app.enableShutdownHooks();
  return app;
}

export async function runService(module: Type, name: string, defaultPort: number): Promise<INestApplication> {
  const app = await createFastifyApp(module);
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen(port, host);
  new Logger(name).log(`listening on http://${host}:${port}`);
  return app;
}
