import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { UtilityAccountsController } from './utility-accounts.controller';
import { UtilityAccountsService } from './utility-accounts.service';

@Module({
  imports: [PortfolioAuditModule],
  controllers: [UtilityAccountsController],
  providers: [UtilityAccountsService],
})
export class UtilityAccountsModule {}
