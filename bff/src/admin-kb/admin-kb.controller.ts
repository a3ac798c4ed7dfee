import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type {
  ApiData,
  ApiPage,
  CreateKbArticleRequest,
  EngagementAuditEntryBody,
  KbArticleBody,
  Page,
  UpdateKbArticleRequest,
  UserBody,
} from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { toApiPage } from '../common/api-page';
import { type NamedAuditEntry, withActorNames } from '../common/audit-history';
import { EngagementClient } from '../service-clients/engagement.client';
import { displayName, IdentityClient } from '../service-clients/identity.client';

/** An article with the name of who changed it last (null for the seed or a deleted account). */
export interface AdminKbArticle extends KbArticleBody {
  updatedByName: string | null;
}

const ARTICLES = '/v1/admin/kb-articles';
const articlePath = (id: string) => `${ARTICLES}/${encodeURIComponent(assertUuid(id))}`;

/**
 * The sales bot's knowledge base for platform staff; the engagement service validates every body and
 * filter (400 with a message per field, passed on unchanged) and records who changed what.
 */
@Controller('api/admin/kb-articles')
@Roles('admin', 'superuser')
export class AdminKbController {
  constructor(
    private readonly engagement: EngagementClient,
    private readonly identity: IdentityClient,
  ) {}

  @Get()
  async list(
    @CurrentUser() caller: AuthUser,
    @Query() query: Record<string, string | string[]>,
  ): Promise<ApiPage<AdminKbArticle>> {
    const page = await this.engagement.client.get<Page<KbArticleBody>>(ARTICLES, { caller, query });
    const users = await this.identity.usersByIds(
      caller,
      page.items.map((article) => article.updatedBy),
    );
    return toApiPage({ ...page, items: page.items.map((article) => withName(article, users)) });
  }

  @Get(':id')
  async get(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiData<AdminKbArticle>> {
    return this.answer(caller, await this.engagement.client.get<KbArticleBody>(articlePath(id), { caller }));
  }

  @Get(':id/history')
  async history(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiData<NamedAuditEntry[]>> {
    const entries = await this.engagement.client.get<EngagementAuditEntryBody[]>(`${articlePath(id)}/history`, {
      caller,
    });
    return { success: true, data: await withActorNames(this.identity, caller, entries) };
  }

  @Post()
  @HttpCode(201)
  async create(
    @CurrentUser() caller: AuthUser,
    @Body() body: CreateKbArticleRequest,
  ): Promise<ApiData<AdminKbArticle>> {
    return this.answer(caller, await this.engagement.client.post<KbArticleBody>(ARTICLES, { caller, body }));
  }

  @Patch(':id')
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateKbArticleRequest,
  ): Promise<ApiData<AdminKbArticle>> {
    const article = await this.engagement.client.request<KbArticleBody>('PATCH', articlePath(id), { caller, body });
    return this.answer(caller, article);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<void> {
    await this.engagement.client.request<undefined>('DELETE', articlePath(id), { caller });
  }

  private async answer(caller: AuthUser, article: KbArticleBody): Promise<ApiData<AdminKbArticle>> {
    return { success: true, data: withName(article, await this.identity.usersByIds(caller, [article.updatedBy])) };
  }
}

function withName(article: KbArticleBody, users: Map<string, UserBody>): AdminKbArticle {
  const user = article.updatedBy ? users.get(article.updatedBy) : undefined;
  return { ...article, updatedByName: user ? displayName(user) : null };
}
