import { Module } from '@nestjs/common';
import { LeasesModule } from '../leases/leases.module';
import { MaintenanceRequestsModule } from '../maintenance-requests/maintenance-requests.module';
import { PropertiesModule } from '../properties/properties.module';
import { DashboardResolver } from './dashboard.resolver';

@Module({ imports: [PropertiesModule, MaintenanceRequestsModule, LeasesModule], providers: [DashboardResolver] })
export class DashboardModule {}
