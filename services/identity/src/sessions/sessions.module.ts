import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { SessionRevocationsModule } from './session-revocations.module';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

@Module({
  imports: [UsersModule, AuditModule, SessionRevocationsModule],
  controllers: [SessionsController],
  providers: [SessionsService],
  // SessionRevocationsService too: whoever opens sessions may have to end them all (password change).
  exports: [SessionsService, SessionRevocationsModule],
})
export class SessionsModule {}
