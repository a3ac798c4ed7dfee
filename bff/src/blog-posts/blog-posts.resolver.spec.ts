import type { BlogPostBody, EngagementAuditEntryBody, UserBody } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { toModel } from '../graphql/model';
import type { UsersClient } from '../users/users.client';
import { BlogPost } from './blog-post.model';
import type { BlogPostsClient } from './blog-posts.client';
import { BlogPostsResolver } from './blog-posts.resolver';

const caller: AuthUser = { userId: randomUUID(), companyId: randomUUID(), role: 'admin' };

const body = (changes: Partial<BlogPostBody> = {}): BlogPostBody => ({
  id: randomUUID(),
  slug: 'gas-safety',
  title: 'Gas safety',
  description: 'Every year.',
  bodyMarkdown: '## Checks',
  coverImageUrl: null,
  status: 'draft',
  publishedAt: null,
  authorUserId: caller.userId,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  version: 1,
  ...changes,
});

function setUp(users: UserBody[] = []) {
  const known = body();
  const posts = {
    list: jest.fn(async () => ({ items: [body(), body()], nextCursor: null, total: 2 })),
    find: jest.fn(async (_caller: unknown, id: string) => (id === known.id ? known : null)),
    history: jest.fn(async (): Promise<EngagementAuditEntryBody[]> => []),
    update: jest.fn(async () => body({ version: 4 })),
    setPublished: jest.fn(async () => body({ status: 'published', version: 4 })),
    remove: jest.fn(async () => undefined),
  };
  const usersClient = { byIds: jest.fn(async () => new Map(users.map((user) => [user.id, user]))) };
  const resolver = new BlogPostsResolver(posts as unknown as BlogPostsClient, usersClient as unknown as UsersClient);
  return { resolver, posts, known };
}

describe('BlogPostsResolver', () => {
  it('lists a page with the search and status filter as the service takes them', async () => {
    const { resolver, posts } = setUp();
    const connection = await resolver.blogPosts(caller, 20, null, 'deposit', 'published');
    expect(posts.list).toHaveBeenCalledWith(caller, {
      cursor: undefined,
      limit: 20,
      q: 'deposit',
      status: 'published',
    });
    expect(connection.totalCount).toBe(2);
    expect(connection.edges[0]?.node).toBeInstanceOf(BlogPost);
  });

  it('answers null for an unknown post and refuses a malformed id without asking the service', async () => {
    const { resolver, posts, known } = setUp();
    expect(await resolver.blogPost(caller, known.id)).toMatchObject({ id: known.id, version: 1 });
    expect(await resolver.blogPost(caller, randomUUID())).toBeNull();
    await expect(resolver.blogPost(caller, 'not-a-uuid')).rejects.toMatchObject({
      statusCode: 400,
      details: { fields: { id: ['id must be a UUID'] } },
    });
    expect(posts.find).toHaveBeenCalledTimes(2);
  });

  it('sends edits, publishing and unpublishing with the version the editor loaded', async () => {
    const { resolver, posts, known } = setUp();
    await resolver.updateBlogPost(caller, known.id, { title: 'New', version: 3 });
    expect(posts.update).toHaveBeenCalledWith(caller, known.id, { title: 'New', version: 3 });
    await resolver.publishBlogPost(caller, known.id, 3);
    await resolver.unpublishBlogPost(caller, known.id, 4);
    expect(posts.setPublished.mock.calls).toEqual([
      [caller, known.id, true, { version: 3 }],
      [caller, known.id, false, { version: 4 }],
    ]);
    await expect(resolver.unpublishBlogPost(caller, 'nope', 1)).rejects.toBeInstanceOf(AppException);
  });

  it('answers the id of a deleted post', async () => {
    const { resolver, posts, known } = setUp();
    expect(await resolver.deleteBlogPost(caller, known.id)).toBe(known.id);
    expect(posts.remove).toHaveBeenCalledWith(caller, known.id);
  });

  it("names each history entry's actor, and the platform team as null", async () => {
    const editor: UserBody = {
      id: randomUUID(),
      email: 'sam@example.test',
      firstName: 'Sam',
      lastName: 'Super',
      role: 'superuser',
      companyId: randomUUID(),
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const { resolver, posts, known } = setUp([editor]);
    const entry = (actorUserId: string | null): EngagementAuditEntryBody => ({
      id: randomUUID(),
      actorUserId,
      action: 'blog_post.updated',
      subjectType: 'blog_post',
      subjectId: known.id,
      data: { version: 2 },
      at: '2026-03-02T09:00:00.000Z',
    });
    posts.history.mockResolvedValue([entry(null), entry(editor.id)]);
    const history = await resolver.history(caller, toModel(BlogPost, known));
    expect(posts.history).toHaveBeenCalledWith(caller, known.id);
    expect(history.map((e) => [e.actorUserId, e.actorName])).toEqual([
      [null, null],
      [editor.id, 'Sam Super'],
    ]);
  });
});
