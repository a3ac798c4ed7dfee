import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminRecordsModule } from '../common/admin-records.module';
import { AdminKbArticlesController, SalesBotController } from './kb-articles.controller';
import { KbArticlesService } from './kb-articles.service';

@Module({
  imports: [AuditModule, AdminRecordsModule],
  controllers: [SalesBotController, AdminKbArticlesController],
  providers: [KbArticlesService],
})
export class KbArticlesModule {}
