import { Module } from '@nestjs/common';
import { MaintenanceRequestsModule } from '../maintenance-requests/maintenance-requests.module';
import { PropertiesModule } from '../properties/properties.module';
import { DashboardResolver } from './dashboard.resolver';

@Module({ imports: [PropertiesModule, MaintenanceRequestsModule], providers: [DashboardResolver] })
export class DashboardModule {}
