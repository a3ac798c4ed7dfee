import { Module } from '@nestjs/common';
import { JobsModule } from '@pm/kit';
import { ComplianceItemsModule } from '../compliance-items/compliance-items.module';
import { ComplianceAlertScan } from './compliance-alert-scan';
import { ComplianceAlertsModule } from './compliance-alerts.module';

/** CMP-03: the daily scan job, apart from the alerts module, which the compliance items module needs itself. */
@Module({
  imports: [JobsModule, ComplianceItemsModule, ComplianceAlertsModule],
  providers: [ComplianceAlertScan],
})
export class ComplianceAlertScanModule {}
