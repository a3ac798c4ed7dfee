import { Module } from '@nestjs/common';
import { ComplianceItemsModule } from '../compliance-items/compliance-items.module';
import { PortfolioSummaryController } from './portfolio-summary.controller';
import { PortfolioSummaryService } from './portfolio-summary.service';

@Module({
  imports: [ComplianceItemsModule],
  controllers: [PortfolioSummaryController],
  providers: [PortfolioSummaryService],
})
export class PortfolioSummaryModule {}
