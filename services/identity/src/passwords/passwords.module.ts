import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { IdentityMailModule } from '../mail/identity-mail.module';
import { SessionRevocationsModule } from '../sessions/session-revocations.module';
import { UsersModule } from '../users/users.module';
import { PasswordsController } from './passwords.controller';
import { PasswordsService } from './passwords.service';

@Module({
  imports: [UsersModule, SessionRevocationsModule, AuditModule, IdentityMailModule],
  controllers: [PasswordsController],
  providers: [PasswordsService],
})
export class PasswordsModule {}
