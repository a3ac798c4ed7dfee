import { DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { callerAssertionKey } from './caller-assertion';
import { loadConfig } from './config';
import { openServiceDatabases, type ServiceDatabaseOptions, type ServiceDatabases } from './database';
import { APP_DATA_SOURCE, Db, OWNER_DATA_SOURCE } from './db';
import type { ServiceName } from './domain';
import { HealthController } from './health.controller';
import { CALLER_ASSERTION_KEY, INTERNAL_SERVICE_TOKEN, InternalAuthGuard, SERVICE_NAME } from './internal-auth';
import { RequestTransactionInterceptor } from './request-transaction';
import { type Seed, SEEDS, SeedRunner } from './seed';
import { ServiceConfig } from './service-config';

export interface ServiceKitOptions {
  name: ServiceName;
  entities: ServiceDatabaseOptions['entities'];
  migrations: ServiceDatabaseOptions['migrations'];
  seeds?: readonly Seed[];
}

/** Configuration read from the environment when the app is created, not when the module is imported. */
@Global()
@Module({
  providers: [
    { provide: ServiceConfig, useFactory: () => loadConfig(ServiceConfig) },
    {
      provide: INTERNAL_SERVICE_TOKEN,
      useFactory: (config: ServiceConfig) => config.INTERNAL_SERVICE_TOKEN,
      inject: [ServiceConfig],
    },
    {
      provide: CALLER_ASSERTION_KEY,
      useFactory: (config: ServiceConfig) => callerAssertionKey(config.INTERNAL_SERVICE_TOKEN),
      inject: [ServiceConfig],
    },
  ],
  exports: [ServiceConfig, INTERNAL_SERVICE_TOKEN, CALLER_ASSERTION_KEY],
})
class ServiceConfigModule {}

const DATABASES = Symbol('DATABASES');

@Module({})
export class ServiceKitModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASES) private readonly databases: ServiceDatabases) {}

  static forRoot(options: ServiceKitOptions): DynamicModule {
    return {
      module: ServiceKitModule,
      global: true,
      imports: [ServiceConfigModule],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: options.name },
        {
          provide: DATABASES,
          inject: [ServiceConfig],
          useFactory: (config: ServiceConfig) =>
            openServiceDatabases({
              url: config.DATABASE_URL,
              appUrl: config.DATABASE_APP_URL,
              schema: options.name,
              entities: options.entities,
              migrations: options.migrations,
            }),
        },
        { provide: OWNER_DATA_SOURCE, inject: [DATABASES], useFactory: (dbs: ServiceDatabases) => dbs.owner },
        { provide: APP_DATA_SOURCE, inject: [DATABASES], useFactory: (dbs: ServiceDatabases) => dbs.app },
        // For code not yet on Db: the confined pool, where a query outside a transaction sees no company's rows.
        { provide: DataSource, useExisting: APP_DATA_SOURCE },
        Db,
        { provide: APP_GUARD, useClass: InternalAuthGuard },
        { provide: APP_INTERCEPTOR, useClass: RequestTransactionInterceptor },
        { provide: SEEDS, useValue: options.seeds ?? [] },
        SeedRunner,
      ],
      exports: [Db, OWNER_DATA_SOURCE, APP_DATA_SOURCE, DataSource, SERVICE_NAME],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.databases.app.destroy(), this.databases.owner.destroy()]);
  }
}
