import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { MAINTENANCE_ENTITIES, MAINTENANCE_MIGRATIONS } from './database/database';
import { MAINTENANCE_DEMO_SEED } from './database/seed';
import { MaintenanceRequestsModule } from './maintenance-requests/maintenance-requests.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'maintenance',
      entities: MAINTENANCE_ENTITIES,
      migrations: MAINTENANCE_MIGRATIONS,
      seeds: [MAINTENANCE_DEMO_SEED],
    }),
    MaintenanceRequestsModule,
  ],
})
export class AppModule {}
