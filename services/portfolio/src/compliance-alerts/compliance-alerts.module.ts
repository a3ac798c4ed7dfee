import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { ComplianceAlertsController } from './compliance-alerts.controller';
import { ComplianceAlertsService } from './compliance-alerts.service';

/** CMP-03: the alerts and their list; the compliance items module closes them, the scan module raises them. */
@Module({
  imports: [PortfolioAuditModule],
  controllers: [ComplianceAlertsController],
  providers: [ComplianceAlertsService],
  exports: [ComplianceAlertsService],
})
export class ComplianceAlertsModule {}
