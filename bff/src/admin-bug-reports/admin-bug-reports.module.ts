import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { AdminBugReportsController } from './admin-bug-reports.controller';
import { AdminBugReportsService } from './admin-bug-reports.service';

@Module({
  imports: [UploadsModule],
  controllers: [AdminBugReportsController],
  providers: [AdminBugReportsService],
})
export class AdminBugReportsModule {}
