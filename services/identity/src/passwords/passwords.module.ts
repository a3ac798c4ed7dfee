import { Module } from '@nestjs/common';
import { MailModule } from '@pm/kit';
import { AuditModule } from '../audit/audit.module';
import { SessionRevocationsModule } from '../sessions/session-revocations.module';
import { UsersModule } from '../users/users.module';
import { PasswordsController } from './passwords.controller';
import { PasswordsService } from './passwords.service';

@Module({
  imports: [UsersModule, SessionRevocationsModule, AuditModule, MailModule.forRoot({ sender: 'identity' })],
  controllers: [PasswordsController],
  providers: [PasswordsService],
})
export class PasswordsModule {}
