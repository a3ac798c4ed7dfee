import { Module } from '@nestjs/common';
import { PortfolioAuditModule } from '../audit/portfolio-audit.module';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

@Module({
  imports: [PortfolioAuditModule],
  controllers: [DocumentsController],
  providers: [DocumentsService],
})
export class DocumentsModule {}
