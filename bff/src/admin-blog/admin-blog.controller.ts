import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type {
  ApiData,
  ApiPage,
  BlogPostBody,
  CreateBlogPostRequest,
  EngagementAuditEntryBody,
  Page,
  PublishBlogPostRequest,
  UpdateBlogPostRequest,
} from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { toApiPage } from '../common/api-page';
import { type NamedAuditEntry, withActorNames } from '../common/audit-history';
import { EngagementClient } from '../service-clients/engagement.client';
import { IdentityClient } from '../service-clients/identity.client';

const POSTS = '/v1/admin/blog/posts';
const postPath = (id: string) => `${POSTS}/${encodeURIComponent(assertUuid(id))}`;

/**
 * The blog CMS of the admin area: the engagement service's admin routes for platform staff. Bodies
 * and list filters go through as sent: the service validates them and answers 400 with a message per
 * field, which reaches the client unchanged (one set of rules, in blog.dto.ts of the service).
 */
@Controller('api/admin/blog/posts')
@Roles('admin', 'superuser')
export class AdminBlogController {
  constructor(
    private readonly engagement: EngagementClient,
    private readonly identity: IdentityClient,
  ) {}

  @Get()
  async list(
    @CurrentUser() caller: AuthUser,
    @Query() query: Record<string, string | string[]>,
  ): Promise<ApiPage<BlogPostBody>> {
    const page = await this.engagement.client.get<Page<BlogPostBody>>(POSTS, { caller, query });
    return toApiPage(page);
  }

  @Get(':id')
  async get(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiData<BlogPostBody>> {
    return { success: true, data: await this.engagement.client.get<BlogPostBody>(postPath(id), { caller }) };
  }

  @Get(':id/history')
  async history(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiData<NamedAuditEntry[]>> {
    const entries = await this.engagement.client.get<EngagementAuditEntryBody[]>(`${postPath(id)}/history`, {
      caller,
    });
    return { success: true, data: await withActorNames(this.identity, caller, entries) };
  }

  @Post()
  @HttpCode(201)
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateBlogPostRequest): Promise<ApiData<BlogPostBody>> {
    return { success: true, data: await this.engagement.client.post<BlogPostBody>(POSTS, { caller, body }) };
  }

  @Patch(':id')
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateBlogPostRequest,
  ): Promise<ApiData<BlogPostBody>> {
    const post = await this.engagement.client.request<BlogPostBody>('PATCH', postPath(id), { caller, body });
    return { success: true, data: post };
  }

  @Post(':id/publish')
  @HttpCode(200)
  async publish(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: PublishBlogPostRequest | undefined,
  ): Promise<ApiData<BlogPostBody>> {
    const post = await this.engagement.client.post<BlogPostBody>(`${postPath(id)}/publish`, {
      caller,
      body: body ?? {},
    });
    return { success: true, data: post };
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  async unpublish(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: PublishBlogPostRequest | undefined,
  ): Promise<ApiData<BlogPostBody>> {
    const post = await this.engagement.client.post<BlogPostBody>(`${postPath(id)}/unpublish`, {
      caller,
      body: body ?? {},
    });
    return { success: true, data: post };
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<void> {
    await this.engagement.client.request<undefined>('DELETE', postPath(id), { caller });
  }
}
