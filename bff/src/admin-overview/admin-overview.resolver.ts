import { Query, Resolver } from '@nestjs/graphql';
import type { Page } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { BlogPostsClient } from '../blog-posts/blog-posts.client';
import { BugReportsClient } from '../bug-reports/bug-reports.client';
import { ContactSubmissionsClient } from '../contact-submissions/contact-submissions.client';
import { toModel } from '../graphql/model';
import { KbArticlesClient } from '../kb-articles/kb-articles.client';
import { SupportConversationsClient } from '../support-conversations/support-conversations.client';
import { UsersClient } from '../users/users.client';
import { AdminOverview } from './admin-overview.model';
import { totalOf } from '../common/api-page';

/** How many items a filtered list holds: one row is asked for, the page's total is the answer. */
const ONE = { limit: 1 };
const total = async (page: Promise<Page<unknown>>) => totalOf(await page);

@Resolver(() => AdminOverview)
@Roles('admin', 'superuser')
export class AdminOverviewResolver {
  constructor(
    private readonly submissions: ContactSubmissionsClient,
    private readonly conversations: SupportConversationsClient,
    private readonly bugReports: BugReportsClient,
    private readonly posts: BlogPostsClient,
    private readonly articles: KbArticlesClient,
    private readonly users: UsersClient,
  ) {}

  @Query(() => AdminOverview)
  async adminOverview(@CurrentUser() caller: AuthUser): Promise<AdminOverview> {
    const [
      newContactSubmissions,
      openSupportConversations,
      newBugReports,
      draftBlogPosts,
      publishedBlogPosts,
      knowledgeBaseArticles,
      users,
    ] = await Promise.all([
      total(this.submissions.list(caller, { ...ONE, status: 'new' })),
      total(this.conversations.list(caller, { ...ONE, status: 'open' })),
      total(this.bugReports.list(caller, { ...ONE, status: 'new' })),
      total(this.posts.list(caller, { ...ONE, status: 'draft' })),
      total(this.posts.list(caller, { ...ONE, status: 'published' })),
      total(this.articles.list(caller, ONE)),
      total(this.users.listAll(caller, ONE)),
    ]);
    return toModel(AdminOverview, {
      newContactSubmissions,
      openSupportConversations,
      newBugReports,
      draftBlogPosts,
      publishedBlogPosts,
      knowledgeBaseArticles,
      users,
    });
  }
}
