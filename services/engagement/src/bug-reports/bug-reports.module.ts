import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { BugReportEntity } from './bug-report.entity';
import { AdminBugReportsController, BugReportsController } from './bug-reports.controller';
import { BugReportsService } from './bug-reports.service';

@Module({
  imports: [TypeOrmModule.forFeature([BugReportEntity]), AuditModule],
  controllers: [BugReportsController, AdminBugReportsController],
  providers: [BugReportsService],
})
export class BugReportsModule {}
