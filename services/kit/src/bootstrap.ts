import { Logger, ValidationPipe, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppExceptionFilter, validationException } from './errors';

export const globalValidationPipe = () =>
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
}

/** A Nest application on Fastify with the house validation and error rules. Not yet listening. */
export async function createFastifyApp(module: Type, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    new FastifyAdapter({ bodyLimit: options.bodyLimit ?? 1_048_576, trustProxy: options.trustProxy ?? false }),
    { logger: options.logger === false ? false : ['error', 'warn', 'log'], bufferLogs: true },
  );
  app.useGlobalPipes(globalValidationPipe());
  app.useGlobalFilters(new AppExceptionFilter());
  app.enableShutdownHooks();
  return app;
}

/** Starts a service process: listens on PORT (default given) and HOST (default loopback). */
export async function runService(module: Type, name: string, defaultPort: number): Promise<INestApplication> {
  const app = await createFastifyApp(module);
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen(port, host);
  new Logger(name).log(`listening on http://${host}:${port}`);
  return app;
}
