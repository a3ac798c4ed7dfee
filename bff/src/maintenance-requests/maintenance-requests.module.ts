import { Module } from '@nestjs/common';
import { MaintenanceRequestsClient } from './maintenance-requests.client';
import { MaintenanceRequestsController } from './maintenance-requests.controller';

@Module({
  controllers: [MaintenanceRequestsController],
  providers: [MaintenanceRequestsClient],
  exports: [MaintenanceRequestsClient],
})
export class MaintenanceRequestsModule {}
