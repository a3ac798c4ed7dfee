import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { ComplianceItemsModule } from '../compliance-items/compliance-items.module';
import { PropertiesController, PropertyCsvController } from './properties.controller';
import { PropertiesService } from './properties.service';
import { PropertyImportService } from './property-import.service';

@Module({
  imports: [PortfolioAuditModule, ComplianceItemsModule],
  controllers: [PropertiesController, PropertyCsvController],
  providers: [PropertiesService, PropertyImportService],
})
export class PropertiesModule {}
