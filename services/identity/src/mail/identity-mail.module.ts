import { Module } from '@nestjs/common';
import { MailModule } from '@pm/kit';

/** Identity's one mail queue and delivery, shared by every module that sends mail (resets, invitations). */
@Module({
  imports: [MailModule.forRoot({ sender: 'identity' })],
  exports: [MailModule],
})
export class IdentityMailModule {}
