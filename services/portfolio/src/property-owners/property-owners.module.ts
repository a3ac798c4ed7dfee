import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { OwnerImportService } from './owner-import.service';
import { OwnerStatementsService } from './owner-statements.service';
import { PropertyOwnersController, OwnerCsvController } from './property-owners.controller';
import { PropertyOwnersService } from './property-owners.service';

@Module({
  imports: [PortfolioAuditModule],
  controllers: [PropertyOwnersController, OwnerCsvController],
  providers: [PropertyOwnersService, OwnerImportService, OwnerStatementsService],
})
export class PropertyOwnersModule {}
