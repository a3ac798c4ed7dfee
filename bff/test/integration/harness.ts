import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { UserBody } from '@pm/contracts';
import { createFastifyApp } from '@pm/kit';
import { requestJson, type RunningApp } from '@pm/kit/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { AppModule as EngagementAppModule } from '../../../services/engagement/src/app.module';
import { AppModule as IdentityAppModule } from '../../../services/identity/src/app.module';
import { AppModule as MaintenanceAppModule } from '../../../services/maintenance/src/app.module';
import { AppModule as PortfolioAppModule } from '../../../services/portfolio/src/app.module';
import { createBffApp } from '../../src/bootstrap';

/** A service booted like startTestApp, also recording every request that reaches it. */
export interface RecordedApp extends RunningApp {
  requests: { method: string; url: string }[];
}

async function listen(app: NestFastifyApplication, port = 0): Promise<string> {
  await app.listen(port, '127.0.0.1');
  const address = app.getHttpServer().address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export async function startRecordedService(module: Type): Promise<RecordedApp> {
  const app = await createFastifyApp(module, { logger: false });
  const requests: RecordedApp['requests'] = [];
  (app.getHttpAdapter().getInstance() as unknown as FastifyInstance).addHook('onRequest', async (request) => {
    requests.push({ method: request.method, url: request.url });
  });
  const url = await listen(app);
  return { app, url, requests, close: () => app.close() };
}

export interface Services {
  identity: RecordedApp;
  portfolio: RecordedApp;
  maintenance: RecordedApp;
  engagement: RecordedApp;
  close(): Promise<void>;
}

export async function startServices(): Promise<Services> {
  const [identity, portfolio, maintenance, engagement] = await Promise.all([
    startRecordedService(IdentityAppModule),
    startRecordedService(PortfolioAppModule),
    startRecordedService(MaintenanceAppModule),
    startRecordedService(EngagementAppModule),
  ]);
  return {
    identity,
    portfolio,
    maintenance,
    engagement,
    close: async () => {
      await Promise.all([identity.close(), portfolio.close(), maintenance.close(), engagement.close()]);
    },
  };
}

export const serviceEnv = (services: Services): Record<string, string> => ({
  IDENTITY_URL: services.identity.url,
  PORTFOLIO_URL: services.portfolio.url,
  MAINTENANCE_URL: services.maintenance.url,
  ENGAGEMENT_URL: services.engagement.url,
});

/** A port nothing listens on now, for a server whose URL must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `env` is applied only while the bff is created. */
export async function startBff(env: Record<string, string>, port = 0): Promise<RunningApp> {
  // Rate-limit counters are shared through identity by every bff on the test database, all seen from
  // 127.0.0.1: tests that check a limit set their own (the limit is part of the counter's key).
  const applied = {
    LOGIN_LIMIT_PER_IP: '10000',
    LOGIN_LIMIT_PER_EMAIL: '50',
    CONTACT_LIMIT_PER_IP: '10000',
    BUG_REPORT_LIMIT_PER_USER: '10000',
    WEB_DIST: '/nonexistent',
    ...env,
  };
  const saved = Object.fromEntries(Object.keys(applied).map((key) => [key, process.env[key]]));
  Object.assign(process.env, applied);
  let app: NestFastifyApplication;
  try {
    app = await createBffApp({ logger: false });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const url = await listen(app, port);
  return { app, url, close: () => app.close() };
}

export const PASSWORD = 'Sturdy-passw0rd-1';
export const uniqueEmail = (label = 'user') => `${label}.${randomUUID().slice(0, 12)}@example.test`;

export interface Account {
  user: UserBody;
  email: string;
  password: string;
}

export async function registerCompany(bff: RunningApp, companyName = 'Test Lettings'): Promise<Account> {
  const email = uniqueEmail('landlord');
  const res = await requestJson(`${bff.url}/api/register`, {
    body: { companyName, firstName: 'Lena', lastName: 'Landlord', email, password: PASSWORD },
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user: res.body.data.user as UserBody, email, password: PASSWORD };
}

export interface Session {
  token: string;
  refreshToken: string;
  user: UserBody;
  auth: Record<string, string>;
}

export async function login(bff: RunningApp, email: string, password: string): Promise<Session> {
  const res = await requestJson(`${bff.url}/api/auth/token`, { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { token, refreshToken, user } = res.body.data;
  return { token, refreshToken, user, auth: { authorization: `Bearer ${token}` } };
}

// Tests read answers loosely, as a client would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function gql<T = any>(
  bff: RunningApp,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return requestJson<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>(
    `${bff.url}/graphql`,
    {
      body: { query, variables },
      headers,
    },
  );
}
