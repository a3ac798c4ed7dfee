import type { SupportConversationBody, SupportMessageBody, UserBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import type { GqlContext } from '../graphql/gql-context';
import { UserLoader } from '../users/user.loader';
import type { UsersClient } from '../users/users.client';
import { SupportConversation, SupportMessage } from './support-conversation.model';
import { SupportConversationsResolver } from './support-conversations.resolver';
import type { SupportConversationsClient } from './support-conversations.client';
import { SupportMessageResolver } from './support-message.resolver';

const caller: AuthUser = { userId: randomUUID(), companyId: randomUUID(), role: 'admin' };
const writerId = randomUUID();

const user = (id: string): UserBody => ({
  id,
  companyId: caller.companyId,
  email: `${id.slice(0, 8)}@example.test`,
  firstName: 'Mia',
  lastName: 'Manager',
  role: 'manager',
  createdAt: '2026-03-01T09:00:00.000Z',
});

const conversation = (userId: string | null): SupportConversationBody => ({
  id: randomUUID(),
  companyId: userId ? caller.companyId : null,
  userId,
  visitorName: userId ? null : 'Ewan',
  visitorEmail: null,
  country: 'UK',
  status: 'open',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  lastMessageAt: '2026-03-01T09:00:00.000Z',
});

/** A request's context whose user loader asks identity through `byIds`, recording each call. */
function requestContext() {
  const calls: string[][] = [];
  const users = {
    byIds: jest.fn(async (_caller: unknown, ids: readonly string[]) => {
      calls.push([...ids]);
      return new Map(ids.map((id) => [id, user(id)]));
    }),
  };
  const loader = new UserLoader(users as unknown as UsersClient).create(() => caller);
  const context = { loaders: { get: () => loader } } as unknown as GqlContext;
  return { context, calls };
}

describe('SupportConversationsResolver', () => {
  it('lists one page of the chosen status through the client, as conversations', async () => {
    const body = conversation(writerId);
    const client = { list: jest.fn(async () => ({ items: [body], nextCursor: null, total: 1 })) };
    const resolver = new SupportConversationsResolver(client as unknown as SupportConversationsClient);
    const page = await resolver.supportConversations(caller, 10, null, 'closed');
    expect(client.list).toHaveBeenCalledWith(caller, { cursor: undefined, limit: 10, status: 'closed' });
    expect(page.totalCount).toBe(1);
    expect(page.edges[0]!.node).toBeInstanceOf(SupportConversation);
    expect(page.edges[0]!.node).toMatchObject({ id: body.id, userId: writerId });
  });

  it('names the writers of a page with one identity call per request, and no one for a visitor', async () => {
    const resolver = new SupportConversationsResolver({} as SupportConversationsClient);
    const { context, calls } = requestContext();
    const rows = [conversation(writerId), conversation(writerId), conversation(null)].map((body) =>
      Object.assign(new SupportConversation(), body),
    );
    const writers = await Promise.all(rows.map((row) => resolver.user(row, context)));
    expect(writers.map((writer) => writer?.id ?? null)).toEqual([writerId, writerId, null]);
    expect(writers[0]).toMatchObject({ firstName: 'Mia', lastName: 'Manager' });
    expect(calls).toEqual([[writerId]]);
  });
});

describe('SupportMessageResolver', () => {
  const message = (sender: SupportMessageBody['sender'], authorUserId: string | null) =>
    Object.assign(new SupportMessage(), {
      id: randomUUID(),
      conversationId: randomUUID(),
      sender,
      authorUserId,
      body: 'Hello',
      createdAt: '2026-03-01T09:00:00.000Z',
    });

  it("names a staff reply's author, and nobody for the customer's messages", async () => {
    const { context, calls } = requestContext();
    const resolver = new SupportMessageResolver();
    const staffId = randomUUID();
    expect(await resolver.author(message('staff', staffId), context)).toMatchObject({ id: staffId });
    expect(await resolver.author(message('user', writerId), context)).toBeNull();
    expect(await resolver.author(message('visitor', null), context)).toBeNull();
    expect(calls).toEqual([[staffId]]);
  });
});
