import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SessionRevocationsService } from './session-revocations.service';

/** Apart from SessionsModule, so modules that end sessions (users: password change) can import it without a cycle. */
@Module({
  imports: [AuditModule],
  providers: [SessionRevocationsService],
  exports: [SessionRevocationsService],
})
export class SessionRevocationsModule {}
