import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AdminRecordsModule } from '../common/admin-records.module';
import { ContactSubmissionsController } from './contact-submissions.controller';
import { ContactSubmissionsService } from './contact-submissions.service';

@Module({
  imports: [AuditModule, AdminRecordsModule],
  controllers: [ContactSubmissionsController],
  providers: [ContactSubmissionsService],
})
export class ContactSubmissionsModule {}
