import { Module } from '@nestjs/common';
import { MailMessagesClient } from './mail-messages.client';
import { MailMessagesResolver } from './mail-messages.resolver';

@Module({ providers: [MailMessagesClient, MailMessagesResolver] })
export class MailMessagesModule {}
