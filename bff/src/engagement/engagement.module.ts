import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { SettingsModule } from '../settings/settings.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AdminContactExportController } from './admin-contact-export.controller';
import { AdminContactResolver } from './admin-contact.resolver';
import { BlogController } from './blog.controller';
import { BugReportsController } from './bug-reports.controller';
import { BugReportsService } from './bug-reports.service';
import { ContactSubmissionsController } from './contact-submissions.controller';
import { ContactSubmissionsResolver } from './contact-submissions.resolver';
import { SalesBotController } from './sales-bot.controller';
import { SupportController } from './support.controller';

/** The public site's and widgets' REST (sales bot, contact, support chat, blog, bug reports) and the inbox query. */
@Module({
  imports: [CreditsModule, SettingsModule, UploadsModule],
  controllers: [
    SalesBotController,
    ContactSubmissionsController,
    BugReportsController,
    SupportController,
    BlogController,
    AdminContactExportController,
  ],
  providers: [BugReportsService, ContactSubmissionsResolver, AdminContactResolver],
})
export class EngagementModule {}
