import { Module } from '@nestjs/common';
import { BlogPostsModule } from '../blog-posts/blog-posts.module';
import { BugReportsModule } from '../bug-reports/bug-reports.module';
import { ContactSubmissionsModule } from '../contact-submissions/contact-submissions.module';
import { KbArticlesModule } from '../kb-articles/kb-articles.module';
import { SupportConversationsModule } from '../support-conversations/support-conversations.module';
import { UsersModule } from '../users/users.module';
import { AdminOverviewResolver } from './admin-overview.resolver';

@Module({
  imports: [
    BlogPostsModule,
    BugReportsModule,
    ContactSubmissionsModule,
    KbArticlesModule,
    SupportConversationsModule,
    UsersModule,
  ],
  providers: [AdminOverviewResolver],
})
export class AdminOverviewModule {}
