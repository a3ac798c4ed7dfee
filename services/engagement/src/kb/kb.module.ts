import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { KbArticleEntity } from './kb-article.entity';
import { AdminKbController, SalesBotController } from './kb.controller';
import { KbService } from './kb.service';

@Module({
  imports: [TypeOrmModule.forFeature([KbArticleEntity]), AuditModule],
  controllers: [SalesBotController, AdminKbController],
  providers: [KbService],
})
export class KbModule {}
