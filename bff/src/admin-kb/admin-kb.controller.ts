import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { ApiData, ApiPage, KbArticleBody, Page } from '@pm/contracts';
import { AppException, assertUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { toApiPage } from '../common/api-page';
import { EngagementClient } from '../service-clients/engagement.client';
import { IdentityClient } from '../service-clients/identity.client';
import { CreateKbArticleDto, ListKbArticlesQueryDto, UpdateKbArticleDto } from './admin-kb.dto';

/** An article with the name of who changed it last (null for the seed or a deleted account). */
export interface AdminKbArticle extends KbArticleBody {
  updatedByName: string | null;
}

const ARTICLES = '/v1/admin/kb-articles';
const articlePath = (id: string) => `${ARTICLES}/${encodeURIComponent(assertUuid(id))}`;

/** The sales bot's knowledge base for platform staff; the engagement service records who changed what. */
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
    @Query() query: ListKbArticlesQueryDto,
  ): Promise<ApiPage<AdminKbArticle>> {
    const page = await this.engagement.client.get<Page<KbArticleBody>>(ARTICLES, {
      caller,
      query: { limit: query.limit, cursor: query.cursor, q: query.q || undefined },
    });
    const names = await this.names(
      caller,
      page.items.map((article) => article.updatedBy),
    );
    return toApiPage({ ...page, items: page.items.map((article) => withName(article, names)) });
  }

  @Get(':id')
  async get(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiData<AdminKbArticle>> {
    return this.answer(caller, await this.engagement.client.get<KbArticleBody>(articlePath(id), { caller }));
  }

  @Post()
  @HttpCode(201)
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateKbArticleDto): Promise<ApiData<AdminKbArticle>> {
    return this.answer(caller, await this.engagement.client.post<KbArticleBody>(ARTICLES, { caller, body }));
  }

  @Patch(':id')
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateKbArticleDto,
  ): Promise<ApiData<AdminKbArticle>> {
    const path = articlePath(id);
    if (body.question === undefined && body.answer === undefined && body.keywords === undefined) {
      throw new AppException(400, 'VALIDATION_FAILED', 'Nothing to change: send question, answer or keywords');
    }
    return this.answer(caller, await this.engagement.client.request<KbArticleBody>('PATCH', path, { caller, body }));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<void> {
    await this.engagement.client.request<undefined>('DELETE', articlePath(id), { caller });
  }

  private async answer(caller: AuthUser, article: KbArticleBody): Promise<ApiData<AdminKbArticle>> {
    return { success: true, data: withName(article, await this.names(caller, [article.updatedBy])) };
  }

  /** Full names of the given users, looked up once each; unknown or deleted accounts are left out. */
  private async names(caller: AuthUser, ids: (string | null)[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter((id): id is string => !!id))];
    const found = await Promise.all(
      unique.map(async (id) => {
        try {
          const user = await this.identity.getUser(caller, id);
          return [id, `${user.firstName} ${user.lastName}`.trim() || user.email] as const;
        } catch {
          return null;
        }
      }),
    );
    return new Map(found.filter((entry): entry is readonly [string, string] => entry !== null));
  }
}

function withName(article: KbArticleBody, names: Map<string, string>): AdminKbArticle {
  return { ...article, updatedByName: article.updatedBy ? (names.get(article.updatedBy) ?? null) : null };
}
