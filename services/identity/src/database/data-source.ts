import 'reflect-metadata';
import { dataSourceOptions } from '@pm/kit';
import { DataSource } from 'typeorm';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS, IDENTITY_SCHEMA } from './database';

/** For the TypeORM CLI (e.g. `typeorm migration:show -d dist/database/data-source.js`); the app uses ServiceKitModule. */
export default new DataSource(
  dataSourceOptions({
    url: process.env.DATABASE_URL ?? '',
    schema: IDENTITY_SCHEMA,
    entities: IDENTITY_ENTITIES,
    migrations: IDENTITY_MIGRATIONS,
  }),
);
