import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CallerContext, Role } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import { createFastifyApp } from '../bootstrap';
import { callerHeaders, INTERNAL_TOKEN_HEADER } from '../internal-auth';

export interface RunningApp {
  app: NestFastifyApplication;
  url: string;
  close(): Promise<void>;
}

/** Boots a Nest module on a free loopback port with the production bootstrap, for real-HTTP tests. */
export async function startTestApp(module: Type): Promise<RunningApp> {
  const app = await createFastifyApp(module, { logger: false });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** A caller of a fresh company unless one is given: tests never share records by accident. */
export function makeCaller(overrides: Partial<CallerContext> = {}): CallerContext {
  return { userId: randomUUID(), companyId: randomUUID(), role: 'manager' as Role, ...overrides };
}

export function internalToken(): string {
  const token = process.env.INTERNAL_SERVICE_TOKEN;
  if (!token) throw new Error('INTERNAL_SERVICE_TOKEN is not set: run integration tests through jest');
  return token;
}

/** Headers of an internal call as the bff sends it. */
export function internalHeaders(caller?: CallerContext): Record<string, string> {
  return {
    [INTERNAL_TOKEN_HEADER]: internalToken(),
    'content-type': 'application/json',
    ...(caller ? callerHeaders(caller) : {}),
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch with a JSON body in and out; the body is parsed whatever the status. */
export async function requestJson<T = any>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(url, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers: {
      ...(init.body !== undefined || init.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}
