import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import type { BlogPostsClient } from '../blog-posts/blog-posts.client';
import type { BugReportsClient } from '../bug-reports/bug-reports.client';
import type { ContactSubmissionsClient } from '../contact-submissions/contact-submissions.client';
import type { KbArticlesClient } from '../kb-articles/kb-articles.client';
import type { SupportConversationsClient } from '../support-conversations/support-conversations.client';
import type { UsersClient } from '../users/users.client';
import { AdminOverview } from './admin-overview.model';
import { AdminOverviewResolver } from './admin-overview.resolver';

const caller: AuthUser = { userId: randomUUID(), companyId: randomUUID(), role: 'admin' };
const pageOf = (total: number) => async () => ({ items: [], nextCursor: null, total });

describe('AdminOverviewResolver', () => {
  it("counts each queue from its owner's filtered list, one row asked for each", async () => {
    const submissions = { list: jest.fn(pageOf(3)) };
    const conversations = { list: jest.fn(pageOf(2)) };
    const bugReports = { list: jest.fn(pageOf(1)) };
    const posts = {
      list: jest.fn(async (_caller: AuthUser, query: { status?: string }) => ({
        items: [],
        nextCursor: null,
        total: query.status === 'draft' ? 4 : 5,
      })),
    };
    const articles = { list: jest.fn(pageOf(18)) };
    const users = { listAll: jest.fn(pageOf(9)) };
    const resolver = new AdminOverviewResolver(
      submissions as unknown as ContactSubmissionsClient,
      conversations as unknown as SupportConversationsClient,
      bugReports as unknown as BugReportsClient,
      posts as unknown as BlogPostsClient,
      articles as unknown as KbArticlesClient,
      users as unknown as UsersClient,
    );

    const overview = await resolver.adminOverview(caller);
    expect(overview).toBeInstanceOf(AdminOverview);
    expect({ ...overview }).toEqual({
      newContactSubmissions: 3,
      openSupportConversations: 2,
      newBugReports: 1,
      draftBlogPosts: 4,
      publishedBlogPosts: 5,
      knowledgeBaseArticles: 18,
      users: 9,
    });
    expect(submissions.list).toHaveBeenCalledWith(caller, { limit: 1, status: 'new' });
    expect(conversations.list).toHaveBeenCalledWith(caller, { limit: 1, status: 'open' });
    expect(bugReports.list).toHaveBeenCalledWith(caller, { limit: 1, status: 'new' });
    expect(posts.list).toHaveBeenCalledWith(caller, { limit: 1, status: 'draft' });
    expect(posts.list).toHaveBeenCalledWith(caller, { limit: 1, status: 'published' });
    expect(articles.list).toHaveBeenCalledWith(caller, { limit: 1 });
    expect(users.listAll).toHaveBeenCalledWith(caller, { limit: 1 });
  });
});
