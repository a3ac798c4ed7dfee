import { Module } from '@nestjs/common';
import { ComplianceAlertsModule } from '../compliance-alerts/compliance-alerts.module';
import { ComplianceItemsController } from './compliance-items.controller';
import { ComplianceItemsService } from './compliance-items.service';

@Module({
  imports: [ComplianceAlertsModule],
  controllers: [ComplianceItemsController],
  providers: [ComplianceItemsService],
  // The alerts go with the items: archiving a property closes its alerts too.
  exports: [ComplianceItemsService, ComplianceAlertsModule],
})
export class ComplianceItemsModule {}
