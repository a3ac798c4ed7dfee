import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { TenantsController } from './tenants.controller';
import { TenantsService } from './tenants.service';

@Module({
  imports: [PortfolioAuditModule],
  controllers: [TenantsController],
  providers: [TenantsService],
})
export class TenantsModule {}
