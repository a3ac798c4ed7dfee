import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { IdentityMailModule } from '../mail/identity-mail.module';
import { UsersModule } from '../users/users.module';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

@Module({
  imports: [UsersModule, AuditModule, IdentityMailModule],
  controllers: [InvitationsController],
  providers: [InvitationsService],
  exports: [InvitationsService],
})
export class InvitationsModule {}
