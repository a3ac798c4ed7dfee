import { Controller, Get } from '@nestjs/common';
import type { AdminOverviewBody, ApiData, CallerContext, Page } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { EngagementClient } from '../service-clients/engagement.client';
import { IdentityClient } from '../service-clients/identity.client';

type Client = EngagementClient['client'];

/** How many items a filtered list holds: one row is asked for, the page's total is the answer. */
const countOf = async (client: Client, path: string, caller: CallerContext, query: Record<string, string> = {}) =>
  (await client.get<Page<unknown>>(path, { caller, query: { ...query, limit: 1 } })).total;

/** The admin home: what is waiting in each staff queue, counted by the services that own it. */
@Controller('api/admin/overview')
@Roles('admin', 'superuser')
export class AdminOverviewController {
  constructor(
    private readonly engagement: EngagementClient,
    private readonly identity: IdentityClient,
  ) {}

  @Get()
  async overview(@CurrentUser() caller: AuthUser): Promise<ApiData<AdminOverviewBody>> {
    const e = this.engagement.client;
    const counts: Record<keyof AdminOverviewBody, Promise<number>> = {
      newContactSubmissions: countOf(e, '/v1/contact-submissions', caller, { status: 'new' }),
      openSupportConversations: countOf(e, '/v1/admin/support/conversations', caller, { status: 'open' }),
      newBugReports: countOf(e, '/v1/admin/bug-reports', caller, { status: 'new' }),
      draftBlogPosts: countOf(e, '/v1/admin/blog/posts', caller, { status: 'draft' }),
      publishedBlogPosts: countOf(e, '/v1/admin/blog/posts', caller, { status: 'published' }),
      knowledgeBaseArticles: countOf(e, '/v1/admin/kb-articles', caller),
      users: countOf(this.identity.client, '/v1/admin/users', caller),
    };
    const data = {} as AdminOverviewBody;
    await Promise.all(
      (Object.keys(counts) as (keyof AdminOverviewBody)[]).map(async (name) => {
        data[name] = await counts[name];
      }),
    );
    return { success: true, data };
  }
}
