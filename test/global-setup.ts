import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabaseIfMissing, databaseUrl, ensurePostgres, type PostgresServer } from '../scripts/postgres';

declare global {
  var __PM_TEST_PG__: { server: PostgresServer; database: string } | undefined;
}

/**
 * One fresh, uniquely named database per test run on DATABASE_URL's server (else an embedded one),
 * dropped in global-teardown. Each service migrates its own schema into it when its app boots.
 */
export default async function globalSetup(): Promise<void> {
  const server = await ensurePostgres({
    dataDir: join(tmpdir(), `pm-test-pg-${process.pid}`),
    port: 54_000 + Math.floor(Math.random() * 900),
    persistent: false,
  });
  const database = `pm_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await createDatabaseIfMissing(server.url, database);
  globalThis.__PM_TEST_PG__ = { server, database };
  process.env.TEST_DATABASE_URL = databaseUrl(server.url, database);
  process.env.INTERNAL_SERVICE_TOKEN ??= randomBytes(24).toString('hex');
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.NODE_ENV = 'test';
}
