import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@pm/kit';
import { BlogPostsModule } from './blog-posts/blog-posts.module';
import { BugReportsModule } from './bug-reports/bug-reports.module';
import { ContactSubmissionsModule } from './contact-submissions/contact-submissions.module';
import { ENGAGEMENT_CONTENT_SEEDS } from './content/content-seed';
import { ENGAGEMENT_ENTITIES, ENGAGEMENT_MIGRATIONS } from './database/database';
import { KbArticlesModule } from './kb-articles/kb-articles.module';
import { SupportConversationsModule } from './support-conversations/support-conversations.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'engagement',
      entities: ENGAGEMENT_ENTITIES,
      migrations: ENGAGEMENT_MIGRATIONS,
      seeds: ENGAGEMENT_CONTENT_SEEDS,
    }),
    ContactSubmissionsModule,
    BlogPostsModule,
    KbArticlesModule,
    SupportConversationsModule,
    BugReportsModule,
  ],
})
export class AppModule {}
