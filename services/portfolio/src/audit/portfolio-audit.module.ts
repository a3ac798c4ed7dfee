import { Module } from '@nestjs/common';
import { PortfolioAuditService } from './portfolio-audit.service';

@Module({ providers: [PortfolioAuditService], exports: [PortfolioAuditService] })
export class PortfolioAuditModule {}
