import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
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

/** TypeORM options shared by every service: own schema, migrations only, bounded pool with timeouts. */
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
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
    },
  };
}

/**
 * Opens the pool, creates the service's schema and runs pending migrations under an advisory lock,
 * so replicas starting together migrate once.
 */
export async function openServiceDatabase(options: DataSourceOptions & { schema?: string }): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  const schema = options.schema ?? 'public';
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`pm-migrations:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`pm-migrations:${schema}`]).catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}
