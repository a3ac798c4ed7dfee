import 'reflect-metadata';
import { dataSourceOptions } from '@pm/kit';
import { DataSource } from 'typeorm';
import { ENGAGEMENT_ENTITIES, ENGAGEMENT_MIGRATIONS, ENGAGEMENT_SCHEMA } from './database';

/** For the TypeORM CLI (`typeorm migration:run -d dist/database/data-source.js`); the app opens its own. */
export default new DataSource(
  dataSourceOptions({
    url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    schema: ENGAGEMENT_SCHEMA,
    entities: ENGAGEMENT_ENTITIES,
    migrations: ENGAGEMENT_MIGRATIONS,
  }),
);
