import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { MAINTENANCE_ENTITIES, MAINTENANCE_MIGRATIONS } from './database/database';
import { DemoSeedRunner } from './database/seed';
import { RequestsModule } from './requests/requests.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'maintenance',
      entities: MAINTENANCE_ENTITIES,
      migrations: MAINTENANCE_MIGRATIONS,
    }),
    RequestsModule,
  ],
  providers: [DemoSeedRunner],
})
export class AppModule {}
