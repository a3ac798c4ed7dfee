import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { BuildingFactorsController } from './building-factors.controller';
import { BuildingFactorsService } from './building-factors.service';

@Module({
  imports: [PortfolioAuditModule],
  controllers: [BuildingFactorsController],
  providers: [BuildingFactorsService],
})
export class BuildingFactorsModule {}
