import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { SystemSettingsModule } from '../system-settings/system-settings.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { AdminBugReportScreenshotController } from './admin-bug-report-screenshot.controller';
import { BugReportsClient } from './bug-reports.client';
import { BugReportsController } from './bug-reports.controller';
import { BugReportsResolver } from './bug-reports.resolver';
import { BugReportsService } from './bug-reports.service';

/** REST for the widget's multipart path (spec §7) and the screenshot download; GraphQL for the staff queue. */
@Module({
  imports: [CreditsModule, SystemSettingsModule, UploadsModule, UsersModule],
  controllers: [BugReportsController, AdminBugReportScreenshotController],
  providers: [BugReportsClient, BugReportsService, BugReportsResolver],
  exports: [BugReportsClient],
})
export class BugReportsModule {}
