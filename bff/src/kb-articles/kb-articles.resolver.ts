import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { assertUuid, DEFAULT_PAGE_SIZE } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { AuditEntry, withActorNames } from '../common/audit-history';
import { BATCHED_LOAD_COST } from '../graphql/complexity';
import { paginate } from '../graphql/connection';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { UserLoader } from '../users/user.loader';
import { User } from '../users/user.model';
import { UsersClient } from '../users/users.client';
import { KbArticle, KbArticleConnection, toKbArticle } from './kb-article.model';
import { KbArticlesClient } from './kb-articles.client';
import { CreateKbArticleInput, UpdateKbArticleInput } from './kb-articles.inputs';

/** The engagement service validates every input and filter, with a message per field passed on unchanged. */
@Resolver(() => KbArticle)
@Roles('admin', 'superuser')
export class KbArticlesResolver {
  constructor(
    private readonly articles: KbArticlesClient,
    private readonly users: UsersClient,
  ) {}

  /** Newest change first; `q` searches question and answer. */
  @Query(() => KbArticleConnection)
  kbArticles(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('q', { type: () => String, nullable: true }) q?: string | null,
  ): Promise<KbArticleConnection> {
    return paginate(
      (cursor, limit) => this.articles.list(caller, { cursor, limit, q: q ?? undefined }),
      first,
      after,
      toKbArticle,
    );
  }

  @Query(() => KbArticle, { nullable: true })
  async kbArticle(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<KbArticle | null> {
    const body = await this.articles.find(caller, assertUuid(id));
    return body && toKbArticle(body);
  }

  /** Who changed the article and how, oldest first; kept after the article is deleted. */
  @Query(() => [AuditEntry])
  async kbArticleHistory(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<AuditEntry[]> {
    return withActorNames(this.users, caller, await this.articles.history(caller, assertUuid(id)));
  }

  @Mutation(() => KbArticle)
  async createKbArticle(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => CreateKbArticleInput }) input: CreateKbArticleInput,
  ): Promise<KbArticle> {
    return toKbArticle(await this.articles.create(caller, { ...input }));
  }

  @Mutation(() => KbArticle)
  async updateKbArticle(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateKbArticleInput }) input: UpdateKbArticleInput,
  ): Promise<KbArticle> {
    return toKbArticle(await this.articles.update(caller, assertUuid(id), { ...input }));
  }

  /** Answers the deleted article's id. */
  @Mutation(() => ID)
  async deleteKbArticle(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<string> {
    await this.articles.remove(caller, assertUuid(id));
    return id;
  }

  /** Who changed the article last; null for the seed and for a deleted account. */
  @ResolveField('updatedBy', () => User, { nullable: true, complexity: BATCHED_LOAD_COST })
  async updatedBy(@Parent() article: KbArticle, @Context() context: GqlContext): Promise<User | null> {
    if (!article.updatedById) return null;
    const user = await context.loaders.get(UserLoader).load(article.updatedById);
    return user && toModel(User, user);
  }
}
