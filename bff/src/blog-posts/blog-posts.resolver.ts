import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { BlogPostBody, BlogPostStatus } from '@pm/contracts';
import { assertUuid, DEFAULT_PAGE_SIZE } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { AuditEntry, withActorNames } from '../common/audit-history';
import { SERVICE_CALL_COST } from '../graphql/complexity';
import { paginate } from '../graphql/connection';
import { toModel } from '../graphql/model';
import { UsersClient } from '../users/users.client';
import { BlogPost, BlogPostConnection, BlogPostStatusEnum } from './blog-post.model';
import { BlogPostsClient } from './blog-posts.client';
import { CreateBlogPostInput, UpdateBlogPostInput } from './blog-posts.inputs';

const toBlogPost = (body: BlogPostBody) => toModel(BlogPost, body);

/**
 * Filters and bodies go to the engagement service as sent: its per-field messages, 409 SLUG_TAKEN and
 * 409 STALE_VERSION (with the current version) reach the client as extensions.
 */
@Resolver(() => BlogPost)
@Roles('admin', 'superuser')
export class BlogPostsResolver {
  constructor(
    private readonly posts: BlogPostsClient,
    private readonly users: UsersClient,
  ) {}

  /** Newest change first; `q` searches title and slug. */
  @Query(() => BlogPostConnection)
  blogPosts(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('q', { type: () => String, nullable: true }) q?: string | null,
    @Args('status', { type: () => BlogPostStatusEnum, nullable: true }) status?: BlogPostStatus | null,
  ): Promise<BlogPostConnection> {
    return paginate(
      (cursor, limit) => this.posts.list(caller, { cursor, limit, q: q ?? undefined, status: status ?? undefined }),
      first,
      after,
      toBlogPost,
    );
  }

  /** Null for an unknown id. */
  @Query(() => BlogPost, { nullable: true })
  async blogPost(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BlogPost | null> {
    const body = await this.posts.find(caller, assertUuid(id));
    return body && toBlogPost(body);
  }

  /** Who changed what and when, oldest first, each entry naming its actor (two calls per post). */
  @ResolveField('history', () => [AuditEntry], { complexity: 2 * SERVICE_CALL_COST })
  async history(@CurrentUser() caller: AuthUser, @Parent() post: BlogPost): Promise<AuditEntry[]> {
    return withActorNames(this.users, caller, await this.posts.history(caller, post.id));
  }

  /** A draft. */
  @Mutation(() => BlogPost)
  async createBlogPost(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => CreateBlogPostInput }) input: CreateBlogPostInput,
  ): Promise<BlogPost> {
    return toBlogPost(await this.posts.create(caller, input));
  }

  @Mutation(() => BlogPost)
  async updateBlogPost(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateBlogPostInput }) input: UpdateBlogPostInput,
  ): Promise<BlogPost> {
    return toBlogPost(await this.posts.update(caller, assertUuid(id), input));
  }

  @Mutation(() => BlogPost)
  async publishBlogPost(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('version', { type: () => Int }) version: number,
  ): Promise<BlogPost> {
    return toBlogPost(await this.posts.setPublished(caller, assertUuid(id), true, { version }));
  }

  @Mutation(() => BlogPost)
  async unpublishBlogPost(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('version', { type: () => Int }) version: number,
  ): Promise<BlogPost> {
    return toBlogPost(await this.posts.setPublished(caller, assertUuid(id), false, { version }));
  }

  /** Deleted for good; answers the id so clients can drop it from their caches. */
  @Mutation(() => ID)
  async deleteBlogPost(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<string> {
    await this.posts.remove(caller, assertUuid(id));
    return id;
  }
}
