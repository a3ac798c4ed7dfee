import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadConfig } from './config';
import { dataSourceOptions, openServiceDatabase, type ServiceDatabaseOptions } from './database';
import type { ServiceName } from './domain';
import { HealthController } from './health.controller';
import { INTERNAL_SERVICE_TOKEN, InternalAuthGuard } from './internal-auth';
import { ServiceConfig } from './service-config';

export interface ServiceKitOptions {
  name: ServiceName;
  entities: ServiceDatabaseOptions['entities'];
  migrations: ServiceDatabaseOptions['migrations'];
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
  ],
  exports: [ServiceConfig, INTERNAL_SERVICE_TOKEN],
})
export class ServiceConfigModule {}

/** Database, internal auth and health for one service; imported once by its AppModule. */
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    return {
      module: ServiceKitModule,
      imports: [
        ServiceConfigModule,
        TypeOrmModule.forRootAsync({
          inject: [ServiceConfig],
          useFactory: (config: ServiceConfig) =>
            dataSourceOptions({
              url: config.DATABASE_URL,
              schema: options.name,
              entities: options.entities,
              migrations: options.migrations,
            }),
          dataSourceFactory: async (dsOptions) => openServiceDatabase(dsOptions!),
        }),
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_GUARD, useClass: InternalAuthGuard }],
    };
  }
}
