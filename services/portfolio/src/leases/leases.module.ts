import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { LeasesController } from './leases.controller';
import { LeasesService } from './leases.service';

@Module({
  imports: [PortfolioAuditModule],
  controllers: [LeasesController],
  providers: [LeasesService],
})
export class LeasesModule {}
