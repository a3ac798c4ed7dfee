import { Logger } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  DataSource,
  type DataSourceOptions,
  type MixedList,
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
} from 'typeorm';
import { type AppRoleLogin, appRoleLogin, assertAppRoleIsConfined, ensureAppRole, grantAppRole } from './app-role';
import { SnakeNamingStrategy } from './naming-strategy';

export interface ServiceDatabaseOptions {
  url: string;
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

const poolLogger = new Logger('DatabasePool');

export function dataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    applicationName: `pm-${options.schema}`,
    // An idle connection the server ended (restart, failover, pg_terminate_backend) is dropped from the pool
    // here instead of crashing the process; the next checkout opens a fresh one.
    poolErrorHandler: (error: Error) => poolLogger.warn(`an idle connection was lost: ${error.message}`),
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      // Connections stay open while idle (and their prepared statements with them): the first request after a
      // quiet minute should not pay a new connection. TCP keep-alive finds one a network dropped.
      idleTimeoutMillis: 0,
      keepAlive: true,
      statement_timeout: 15_000,
    },
  };
}

/** The pools of one service: the tables' owner for migrations and seeds, and the confined role for requests. */
export interface ServiceDatabases {
  /** Owns the schema: migrations, seeds and test fixtures only. */
  owner: DataSource;
  /** Not the owner, no BYPASSRLS: every request's queries, under row-level security. */
  app: DataSource;
}

export interface OpenServiceDatabasesOptions extends ServiceDatabaseOptions {
  /** A pre-created app role's URL (DATABASE_APP_URL); else the role is created through `url`. */
  appUrl?: string;
}

/**
 * A connection the server ends while checked out but between two queries emits 'error' with no listener (pg
 * takes the pool's listener off while it is out, TypeORM adds none), which would end the process; logged
 * here, its next query fails and the request answers 503.
 */
function watchConnectionsInUse(dataSource: DataSource): void {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const watched = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    client.on('error', (error: Error) => poolLogger.warn(`a connection in use was lost: ${error.message}`));
  });
}

/**
 * Migrates under an advisory lock, so replicas starting together migrate once; then makes sure the app role
 * exists and may use the schema, and opens its pool, refusing one that could bypass row-level security.
 */
export async function openServiceDatabases(options: OpenServiceDatabasesOptions): Promise<ServiceDatabases> {
  const owner = new DataSource(dataSourceOptions({ ...options, poolSize: 2 }));
  await owner.initialize();
  watchConnectionsInUse(owner);
  const login = appRoleLogin(options.url, options.appUrl);
  let app: DataSource | undefined;
  try {
    await migrateAndGrant(owner, options.schema, login);
    app = new DataSource(dataSourceOptions({ ...options, url: login.url, migrations: [] }));
    await app.initialize();
    watchConnectionsInUse(app);
    await assertAppRoleIsConfined(app, options.schema);
    return { owner, app };
  } catch (error) {
    if (app?.isInitialized) await app.destroy();
    await owner.destroy();
    throw error;
  }
}

async function migrateAndGrant(owner: DataSource, schema: string, login: AppRoleLogin): Promise<void> {
  const runner = owner.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`pm-migrations:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await owner.runMigrations({ transaction: 'each' });
    await ensureAppRole(runner, login);
    await grantAppRole(runner, schema, login);
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`pm-migrations:${schema}`]).catch(() => undefined);
    await runner.release();
  }
}

/** PostgreSQL's unique_violation: the unique index decided a race between two writers. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';

/** Server gone or going (admin/crash shutdown, cannot connect now, too many connections), or a timed-out statement. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const LOST_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * The database could not answer (a lost or refused connection, a server shutting down): the request did not
 * fail on its own merits, so it is a 503 that a client may retry, never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  const cause = (error instanceof QueryFailedError ? error.driverError : error) as
    { code?: unknown; message?: unknown } | undefined;
  if (!cause || typeof cause !== 'object') return false;
  if (typeof cause.code === 'string' && (UNAVAILABLE_CODES.has(cause.code) || cause.code.startsWith('08'))) return true;
  if (typeof cause.code === 'string' && SOCKET_CODES.has(cause.code)) return true;
  return typeof cause.message === 'string' && LOST_CONNECTION.test(cause.message);
}
