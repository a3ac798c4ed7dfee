import 'reflect-metadata';
import { dataSourceOptions } from '@pm/kit';
import { DataSource } from 'typeorm';
import { MAINTENANCE_ENTITIES, MAINTENANCE_MIGRATIONS, MAINTENANCE_SCHEMA } from './database';

/** For the TypeORM CLI (`typeorm migration:run -d dist/database/data-source.js`); the app opens its own. */
export default new DataSource(
  dataSourceOptions({
    url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    schema: MAINTENANCE_SCHEMA,
    entities: MAINTENANCE_ENTITIES,
    migrations: MAINTENANCE_MIGRATIONS,
  }),
);
