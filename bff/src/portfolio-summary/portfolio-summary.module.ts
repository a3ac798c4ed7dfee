import { Module } from '@nestjs/common';
import { LeasesModule } from '../leases/leases.module';
import { MaintenanceRequestsModule } from '../maintenance-requests/maintenance-requests.module';
import { PortfolioSummaryClient } from './portfolio-summary.client';
import { PortfolioSummaryResolver } from './portfolio-summary.resolver';

@Module({
  imports: [MaintenanceRequestsModule, LeasesModule],
  providers: [PortfolioSummaryClient, PortfolioSummaryResolver],
})
export class PortfolioSummaryModule {}
