import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CallerContext, Role } from '@pm/contracts';
import { createHmac, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createFastifyApp } from '../bootstrap';
import { CALLER_ASSERTION_HEADER, callerAssertionKey } from '../caller-assertion';
import { APP_DATA_SOURCE, OWNER_DATA_SOURCE } from '../db';
import type { ServiceName } from '../domain';
import { INTERNAL_TOKEN_HEADER, SERVICE_NAME } from '../internal-auth';

export interface RunningApp {
  app: NestFastifyApplication;
  url: string;
  close(): Promise<void>;
}

/** The service the file's tests talk to: the audience internalHeaders signs for unless told another. */
let testedService: ServiceName | undefined;

export async function startTestApp(module: Type): Promise<RunningApp> {
  const app = await createFastifyApp(module, { logger: false });
  testedService = app.get<ServiceName>(SERVICE_NAME);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface TestApp extends RunningApp {
  /** The tables' owner (a superuser in tests, so row-level security does not apply): fixtures and checks. */
  dataSource: DataSource;
  /** The pool the service's requests use, confined by row-level security. */
  appDataSource: DataSource;
  get<T = any>(path: string, headers: Record<string, string>): Promise<JsonResponse<T>>;
}

/**
 * The tables' owner (a superuser in tests, so row-level security does not apply): fixtures and checks of what
 * was stored. Never the service's own pool, where a query outside a request sees no company's rows.
 */
export const ownerDataSource = (running: RunningApp): DataSource => running.app.get<DataSource>(OWNER_DATA_SOURCE);

/** Started before the enclosing describe block's tests, closed after them (`beforeClose` first). */
export function useTestApp(module: Type, options: { beforeClose?: (app: TestApp) => Promise<unknown> } = {}): TestApp {
  let running: RunningApp | undefined;
  const current = (): RunningApp => {
    if (!running) throw new Error('The test app is not running: read it inside a test or hook');
    return running;
  };
  const testApp: TestApp = {
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get dataSource() {
      return ownerDataSource(current());
    },
    get appDataSource() {
      return current().app.get<DataSource>(APP_DATA_SOURCE);
    },
    close: () => current().close(),
    get: (path, headers) => requestJson(`${current().url}${path}`, { headers }),
  };
  beforeAll(async () => {
    running = await startTestApp(module);
  });
  afterAll(async () => {
    if (!running) return;
    await options.beforeClose?.(testApp);
    await running.close();
    running = undefined;
  });
  return testApp;
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

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The caller assertion the bff would send: HS256 with the key derived from the internal token, for one
 * service, valid a minute. Built synchronously (the claims jose would write) so headers stay a plain object.
 */
export function callerAssertion(caller: CallerContext, audience: string): string {
  const now = Math.floor(Date.now() / 1000);
  const signed = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    caller,
    iss: 'bff',
    aud: audience,
    sub: caller.userId,
    iat: now,
    exp: now + 60,
  })}`;
  const signature = createHmac('sha256', callerAssertionKey(internalToken())).update(signed).digest('base64url');
  return `${signed}.${signature}`;
}

/** What the bff sends: the internal token and, for a caller, its assertion signed for the service under test. */
export function internalHeaders(caller?: CallerContext, audience?: ServiceName): Record<string, string> {
  const headers: Record<string, string> = {
    [INTERNAL_TOKEN_HEADER]: internalToken(),
    'content-type': 'application/json',
  };
  if (caller) {
    const service = audience ?? testedService;
    if (!service) throw new Error('internalHeaders(caller) needs the audience when no test app was started here');
    headers[CALLER_ASSERTION_HEADER] = callerAssertion(caller, service);
  }
  return headers;
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
export { type CaughtMail, type MailCatcher, startMailCatcher } from './mail-catcher';
