import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { BlogModule } from './blog/blog.module';
import { BugReportsModule } from './bug-reports/bug-reports.module';
import { ContactSubmissionsModule } from './contact/contact-submissions.module';
import { ContentSeedRunner } from './content/content-seed';
import { ENGAGEMENT_ENTITIES, ENGAGEMENT_MIGRATIONS } from './database/database';
import { KbModule } from './kb/kb.module';
import { SupportModule } from './support/support.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'engagement', entities: ENGAGEMENT_ENTITIES, migrations: ENGAGEMENT_MIGRATIONS }),
    ContactSubmissionsModule,
    BlogModule,
    KbModule,
    SupportModule,
    BugReportsModule,
  ],
  providers: [ContentSeedRunner],
})
export class AppModule {}
