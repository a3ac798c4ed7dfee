import { Module } from '@nestjs/common';
import { AdminRecordsModule } from '../common/admin-records.module';
import {
  AdminSupportConversationsController,
  SupportConversationsController,
} from './support-conversations.controller';
import { SupportConversationsService } from './support-conversations.service';

@Module({
  imports: [AdminRecordsModule],
  controllers: [SupportConversationsController, AdminSupportConversationsController],
  providers: [SupportConversationsService],
})
export class SupportConversationsModule {}
