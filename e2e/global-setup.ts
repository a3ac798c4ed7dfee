import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabaseIfMissing,
  databaseUrl,
  dropDatabase,
  ensurePostgres,
  type PostgresServer,
} from '../scripts/postgres';
import { runStack, SERVICES, stopAll, waitForReady, type ManagedProcess } from '../scripts/stack';

declare global {
  var __PM_E2E__: { server: PostgresServer; database: string; stack: ManagedProcess } | undefined;
}

export const E2E_PORT = 3400;

/**
 * Starts the whole built stack the way `npm start` does (same script, --no-build), on its own ports
 * and a fresh database with the demo seed, so the browser tests run against the real thing.
 */
export default async function globalSetup(): Promise<void> {
  const server = await ensurePostgres({
    dataDir: join(tmpdir(), `pm-e2e-pg-${process.pid}`),
    port: 55_000 + Math.floor(Math.random() * 900),
    persistent: false,
  });
  const database = `pm_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await createDatabaseIfMissing(server.url, database);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl(server.url, database),
    NODE_ENV: 'test',
    DEMO_SEED: '1',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    INTERNAL_SERVICE_TOKEN: randomBytes(32).toString('base64url'),
  };
  SERVICES.forEach((s, i) => (env[`${s.name.toUpperCase()}_PORT`] = String(E2E_PORT + 1 + i)));
  const stack = runStack(env, !process.env.E2E_VERBOSE);
  globalThis.__PM_E2E__ = { server, database, stack };
  process.env.E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
  try {
    await waitForReady(`${process.env.E2E_BASE_URL}/readyz`, stack, 120_000);
  } catch (error) {
    // jest skips global-teardown when setup fails: leave nothing running or behind.
    await stopAll([stack]);
    await dropDatabase(server.url, database);
    await server.stop();
    throw error;
  }
}
