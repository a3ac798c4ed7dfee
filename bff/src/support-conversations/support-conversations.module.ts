import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { SupportConversationDetailResolver } from './support-conversation-writer.resolver';
import { SupportConversationsClient } from './support-conversations.client';
import { SupportConversationsController } from './support-conversations.controller';
import { SupportConversationsResolver } from './support-conversations.resolver';
import { SupportMessageResolver } from './support-message.resolver';

@Module({
  imports: [UsersModule],
  controllers: [SupportConversationsController],
  providers: [
    SupportConversationsClient,
    SupportConversationsResolver,
    SupportConversationDetailResolver,
    SupportMessageResolver,
  ],
  exports: [SupportConversationsClient],
})
export class SupportConversationsModule {}
