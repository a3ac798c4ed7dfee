import { Module } from '@nestjs/common';
import { MaintenanceRequestsModule } from '../maintenance-requests/maintenance-requests.module';
import { PortfolioSummaryClient } from './portfolio-summary.client';
import { PortfolioSummaryResolver } from './portfolio-summary.resolver';

@Module({
  imports: [MaintenanceRequestsModule],
  providers: [PortfolioSummaryClient, PortfolioSummaryResolver],
})
export class PortfolioSummaryModule {}
