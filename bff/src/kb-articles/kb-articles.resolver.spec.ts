import type { ModuleRef } from '@nestjs/core';
import type { KbArticleBody, UserBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import type { GqlContext } from '../graphql/gql-context';
import { RequestLoaders } from '../graphql/request-loaders';
import { UserLoader } from '../users/user.loader';
import { User } from '../users/user.model';
import type { UsersClient } from '../users/users.client';
import { KbArticle } from './kb-article.model';
import type { KbArticlesClient } from './kb-articles.client';
import { KbArticlesResolver } from './kb-articles.resolver';

const caller: AuthUser = { userId: randomUUID(), companyId: randomUUID(), role: 'admin' };

const editor: UserBody = {
  id: randomUUID(),
  companyId: randomUUID(),
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const body = (changes: Partial<KbArticleBody> = {}): KbArticleBody => ({
  id: randomUUID(),
  question: 'How long is the free trial?',
  answer: '100 days.',
  keywords: ['trial'],
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  updatedBy: null,
  ...changes,
});

function setUp() {
  const known = body({ updatedBy: editor.id });
  const articles = {
    list: jest.fn(async () => ({ items: [known, body({ updatedBy: editor.id }), body()], nextCursor: null, total: 3 })),
    find: jest.fn(async (_caller: unknown, id: string) => (id === known.id ? known : null)),
    create: jest.fn(async () => known),
    update: jest.fn(async () => known),
    remove: jest.fn(async () => undefined),
    history: jest.fn(async () => []),
  };
  const users = { byIds: jest.fn(async () => new Map([[editor.id, editor]])) };
  const resolver = new KbArticlesResolver(articles as unknown as KbArticlesClient, users as unknown as UsersClient);
  const userLoader = new UserLoader(users as unknown as UsersClient);
  const moduleRef = { get: () => userLoader } as unknown as ModuleRef;
  const context = { loaders: new RequestLoaders(moduleRef, () => caller) } as GqlContext;
  return { resolver, articles, users, known, context };
}

describe('KbArticlesResolver', () => {
  it('lists a page with the search as the service takes it, naming each editor with one batched read', async () => {
    const { resolver, articles, users, context } = setUp();
    const connection = await resolver.kbArticles(caller, 20, null, 'trial');
    expect(articles.list).toHaveBeenCalledWith(caller, { cursor: undefined, limit: 20, q: 'trial' });
    const nodes = connection.edges.map((edge) => edge.node);
    expect(nodes[0]).toBeInstanceOf(KbArticle);
    const editors = await Promise.all(nodes.map((node) => resolver.updatedBy(node, context)));
    expect(editors.map((user) => user && `${user.firstName} ${user.lastName}`)).toEqual([
      'Ada Admin',
      'Ada Admin',
      null,
    ]);
    expect(editors[0]).toBeInstanceOf(User);
    expect(users.byIds).toHaveBeenCalledTimes(1);
    expect(users.byIds).toHaveBeenCalledWith(caller, [editor.id]);
  });

  it('answers null for an unknown article and refuses a malformed id without asking the service', async () => {
    const { resolver, articles, known } = setUp();
    expect(await resolver.kbArticle(caller, known.id)).toMatchObject({ id: known.id, updatedById: editor.id });
    expect(await resolver.kbArticle(caller, randomUUID())).toBeNull();
    for (const call of [
      () => resolver.kbArticle(caller, 'not-a-uuid'),
      () => resolver.kbArticleHistory(caller, 'not-a-uuid'),
      () => resolver.updateKbArticle(caller, 'not-a-uuid', { answer: 'x' }),
      () => resolver.deleteKbArticle(caller, 'not-a-uuid'),
    ]) {
      await expect(call()).rejects.toMatchObject({
        statusCode: 400,
        details: { fields: { id: ['id must be a UUID'] } },
      });
    }
    expect(articles.find).toHaveBeenCalledTimes(2);
    expect(articles.update).not.toHaveBeenCalled();
    expect(articles.remove).not.toHaveBeenCalled();
  });

  it('passes inputs on as the service takes them and answers the deleted id', async () => {
    const { resolver, articles, known } = setUp();
    await resolver.createKbArticle(caller, { question: ' Q ', answer: 'A', keywords: ['Trial'] });
    expect(articles.create).toHaveBeenCalledWith(caller, { question: ' Q ', answer: 'A', keywords: ['Trial'] });
    await resolver.updateKbArticle(caller, known.id, { keywords: [] });
    expect(articles.update).toHaveBeenCalledWith(caller, known.id, { keywords: [] });
    expect(await resolver.deleteKbArticle(caller, known.id)).toBe(known.id);
    expect(articles.remove).toHaveBeenCalledWith(caller, known.id);
  });
});
