import { Module } from '@nestjs/common';
import { AdminRecordsModule } from '../common/admin-records.module';
import { AdminBugReportsController, BugReportsController } from './bug-reports.controller';
import { BugReportsService } from './bug-reports.service';

@Module({
  imports: [AdminRecordsModule],
  controllers: [BugReportsController, AdminBugReportsController],
  providers: [BugReportsService],
})
export class BugReportsModule {}
