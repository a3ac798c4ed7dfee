import { ownerDataSource, requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { gql, login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

const PERSON = 'id firstName lastName email';
const CONVERSATION_FIELDS = `id companyId userId visitorName visitorEmail country status createdAt updatedAt lastMessageAt
  user { ${PERSON} }`;
const LIST = /* GraphQL */ `
  query List($first: Int, $after: String, $status: SupportConversationStatus) {
    supportConversations(first: $first, after: $after, status: $status) {
      edges { cursor node { ${CONVERSATION_FIELDS} } }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }
`;
const MESSAGES = `messages { id conversationId sender authorUserId body createdAt author { ${PERSON} } }`;
const DETAIL = /* GraphQL */ `
  query Detail($id: ID!) {
    supportConversation(id: $id) { ${CONVERSATION_FIELDS} ${MESSAGES} }
  }
`;
const REPLY = /* GraphQL */ `
  mutation Reply($id: ID!, $input: SupportReplyInput!) {
    replyToSupportConversation(id: $id, input: $input) { id lastMessageAt ${MESSAGES} }
  }
`;
const SET_STATUS = /* GraphQL */ `
  mutation SetStatus($id: ID!, $status: SupportConversationStatus!) {
    setSupportConversationStatus(id: $id, status: $status) {
      id
      status
      user {
        id
      }
    }
  }
`;

interface Listed {
  id: string;
  status: string;
  userId: string | null;
  visitorName: string | null;
  visitorEmail: string | null;
  user: { id: string; firstName: string; lastName: string; email: string } | null;
}

type GqlResponse = Awaited<ReturnType<typeof gql>>;
const errorOf = (res: GqlResponse) => res.body.errors?.[0];
const codeOf = (res: GqlResponse) => errorOf(res)?.extensions?.code;
const nodesOf = (res: GqlResponse) =>
  (res.body.data as { supportConversations: { edges: { node: Listed }[] } }).supportConversations.edges.map(
    (edge) => edge.node,
  );

describe('bff: admin support conversations (GraphQL supportConversations, supportConversation, reply, status)', () => {
  let services: Services;
  let bff: RunningApp;
  let admin: Session;
  let superuser: Session;
  let manager: Session;
  /** A signed-in manager's conversation and a visitor's (with the token only the visitor holds). */
  let userConversation: string;
  let visitorConversation: string;
  let visitorToken: string;

  async function staff(role: 'admin' | 'superuser' | 'manager'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }

  const list = (variables: Record<string, unknown>, session?: Session) => gql(bff, LIST, variables, session?.auth);
  const detail = (id: string, session?: Session) => gql(bff, DETAIL, { id }, session?.auth);
  const reply = (id: string, input: unknown, session?: Session) => gql(bff, REPLY, { id, input }, session?.auth);
  const setStatus = (id: string, status: unknown, session?: Session) =>
    gql(bff, SET_STATUS, status === undefined ? { id } : { id, status }, session?.auth);
  const inbound = (body: Record<string, unknown>, session?: Session) =>
    requestJson(`${bff.url}/api/support/inbound`, { body, headers: session?.auth ?? {} });
  const db = () => ownerDataSource(services.engagement);
  const messageCount = async (id: string) =>
    Number(
      (
        (await db().query(`SELECT count(*)::int AS n FROM "engagement"."support_message" WHERE conversation_id = $1`, [
          id,
        ])) as { n: number }[]
      )[0]?.n,
    );
  const statusInDb = async (id: string) =>
    (
      (await db().query(`SELECT status FROM "engagement"."support_conversation" WHERE id = $1`, [id])) as {
        status: string;
      }[]
    )[0]?.status;

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    [admin, superuser, manager] = await Promise.all([staff('admin'), staff('superuser'), staff('manager')]);
    const fromUser = await inbound({ body: `How do I add a tenant? ${randomUUID()}` }, manager);
    expect(fromUser.status).toBe(201);
    userConversation = fromUser.body.data.conversationId;
    const fromVisitor = await inbound({
      body: 'Do you cover Scottish tenancies?',
      visitorName: 'Ewan Visitor',
      visitorEmail: 'ewan@example.test',
    });
    expect(fromVisitor.status).toBe(201);
    visitorConversation = fromVisitor.body.data.conversationId;
    visitorToken = fromVisitor.body.data.conversationToken;
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  describe('supportConversations', () => {
    it('[ROLE-03] lists conversations, latest activity first, naming who wrote, for admins and superusers', async () => {
      for (const session of [admin, superuser]) {
        const res = await list({ first: 100 }, session);
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.supportConversations).toMatchObject({
          totalCount: expect.any(Number),
          pageInfo: { hasNextPage: false },
        });
        const items = nodesOf(res);
        const ids = items.map((item) => item.id);
        expect(ids.indexOf(visitorConversation)).toBeGreaterThanOrEqual(0);
        expect(ids.indexOf(visitorConversation)).toBeLessThan(ids.indexOf(userConversation));
        expect(items.find((item) => item.id === userConversation)).toMatchObject({
          status: 'open',
          userId: manager.user.id,
          companyId: manager.user.companyId,
          visitorName: null,
          user: { id: manager.user.id, firstName: 'Test', lastName: 'User', email: manager.user.email },
          lastMessageAt: expect.any(String),
        });
        const visitor = items.find((item) => item.id === visitorConversation);
        expect(visitor).toMatchObject({
          userId: null,
          visitorName: 'Ewan Visitor',
          visitorEmail: 'ewan@example.test',
          user: null,
        });
        // The visitor's token stays the visitor's.
        expect(JSON.stringify(res.body)).not.toContain(visitorToken);
      }
    });

    it('pages with first and after, and filters by status', async () => {
      const first = await list({ first: 1 }, admin);
      expect(first.body.errors).toBeUndefined();
      expect(nodesOf(first)).toHaveLength(1);
      const { hasNextPage, endCursor } = first.body.data.supportConversations.pageInfo;
      expect(hasNextPage).toBe(true);
      expect(endCursor).toEqual(expect.any(String));
      const second = await list({ first: 1, after: endCursor }, admin);
      expect(second.body.errors).toBeUndefined();
      expect(nodesOf(second)).toHaveLength(1);
      expect(nodesOf(second)[0]!.id).not.toBe(nodesOf(first)[0]!.id);

      const other = await inbound({ body: 'Please close me', visitorName: 'Closer' });
      const otherId = other.body.data.conversationId as string;
      expect((await setStatus(otherId, 'closed', admin)).body.errors).toBeUndefined();
      const closed = await list({ status: 'closed', first: 100 }, admin);
      expect(closed.body.errors).toBeUndefined();
      const closedItems = nodesOf(closed);
      expect(closedItems.map((item) => item.id)).toContain(otherId);
      expect(closedItems.every((item) => item.status === 'closed')).toBe(true);
      const open = await list({ status: 'open', first: 100 }, admin);
      const openIds = nodesOf(open).map((item) => item.id);
      expect(openIds).toContain(userConversation);
      expect(openIds).not.toContain(otherId);
      expect(open.body.data.supportConversations.totalCount + closed.body.data.supportConversations.totalCount).toBe(
        (await list({ first: 1 }, admin)).body.data.supportConversations.totalCount,
      );
    });

    it('answers a bad status filter, page size or cursor with BAD_USER_INPUT naming it', async () => {
      const status = await list({ status: 'pending' }, admin);
      expect(codeOf(status)).toBe('BAD_USER_INPUT');
      expect(errorOf(status)?.message).toContain('pending');
      expect(status.body.data ?? null).toBeNull();
      const first = await list({ first: 1000 }, admin);
      expect(codeOf(first)).toBe('BAD_USER_INPUT');
      expect(errorOf(first)?.message).toBe('first must be between 1 and 100');
      const after = await list({ after: 'not-a-cursor' }, admin);
      expect(codeOf(after)).toBe('BAD_USER_INPUT');
      expect(errorOf(after)?.message).toBe('after is not a valid cursor');
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager', async () => {
      const anonymous = await list({});
      expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
      expect(anonymous.body.data ?? null).toBeNull();
      const forbidden = await list({}, manager);
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      expect(forbidden.body.data ?? null).toBeNull();
    });
  });

  describe('supportConversation', () => {
    it('[ROLE-03] shows the thread in order with the writer named', async () => {
      const res = await detail(userConversation, superuser);
      expect(res.body.errors).toBeUndefined();
      const conversation = res.body.data.supportConversation;
      expect(conversation).toMatchObject({
        id: userConversation,
        user: { id: manager.user.id, email: manager.user.email },
        messages: [{ sender: 'user', authorUserId: manager.user.id, author: null }],
      });
      expect(conversation.messages[0].body).toMatch(/^How do I add a tenant\?/);
    });

    it('answers null for an unknown conversation and for an id that is not a UUID', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await detail(id, admin);
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.supportConversation).toBeNull();
      }
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager, even for their own conversation', async () => {
      expect(codeOf(await detail(userConversation))).toBe('UNAUTHENTICATED');
      const forbidden = await detail(userConversation, manager);
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      expect(forbidden.body.data?.supportConversation ?? null).toBeNull();
    });
  });

  describe('replyToSupportConversation', () => {
    it('[WID-10] adds a staff reply the signed-in owner then reads in their conversation', async () => {
      const res = await reply(userConversation, { body: '  Open Tenants, then Add tenant.  ' }, admin);
      expect(res.body.errors).toBeUndefined();
      const replied = res.body.data.replyToSupportConversation;
      const last = replied.messages.at(-1);
      expect(last).toMatchObject({
        sender: 'staff',
        body: 'Open Tenants, then Add tenant.',
        authorUserId: admin.user.id,
        author: { id: admin.user.id, firstName: 'Test', lastName: 'User', email: admin.user.email },
      });
      expect(replied.lastMessageAt).toBe(last.createdAt);

      const owner = await requestJson(`${bff.url}/api/support/conversations/${userConversation}`, {
        headers: manager.auth,
      });
      expect(owner.status).toBe(200);
      expect(owner.body.data.messages.at(-1)).toMatchObject({
        sender: 'staff',
        body: 'Open Tenants, then Add tenant.',
      });
      // The conversation moves to the top of the staff list.
      expect(nodesOf(await list({ first: 1 }, admin))[0]!.id).toBe(userConversation);
    });

    it('[WID-10] a reply to a visitor shows on their support-bot conversation, read with their token', async () => {
      expect((await reply(visitorConversation, { body: 'Yes, Scotland too.' }, superuser)).body.errors).toBeUndefined();
      const visitor = await requestJson(
        `${bff.url}/api/support/conversations/${visitorConversation}?token=${encodeURIComponent(visitorToken)}`,
      );
      expect(visitor.status).toBe(200);
      expect(visitor.body.data.messages.map((message: { body: string }) => message.body)).toEqual([
        'Do you cover Scottish tenancies?',
        'Yes, Scotland too.',
      ]);
    });

    it('answers an empty, blank or too long body with BAD_USER_INPUT and a message on body, adding nothing', async () => {
      const before = await messageCount(userConversation);
      for (const input of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(4001) }]) {
        const res = await reply(userConversation, input, admin);
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
        expect(errorOf(res)?.extensions?.reason).toBe('VALIDATION_FAILED');
        expect(errorOf(res)?.extensions?.fields).toEqual({ body: ['body must be between 1 and 4000 characters'] });
      }
      expect(await messageCount(userConversation)).toBe(before);
    });

    // The schema refuses these before the resolver runs; its message names the field.
    it.each([
      [{}, 'body'],
      [{ body: 42 }, 'body'],
      [{ body: 'Hi', sender: 'visitor' }, 'sender'],
    ])('answers %j with BAD_USER_INPUT naming %s, adding nothing', async (input, field) => {
      const before = await messageCount(userConversation);
      const res = await reply(userConversation, input, admin);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(errorOf(res)?.message).toContain(field);
      expect(res.body.data ?? null).toBeNull();
      expect(await messageCount(userConversation)).toBe(before);
    });

    it('answers NOT_FOUND for an unknown conversation and BAD_USER_INPUT for an id that is not a UUID', async () => {
      const missing = await reply(randomUUID(), { body: 'Hello' }, admin);
      expect(codeOf(missing)).toBe('SUPPORT_CONVERSATION_NOT_FOUND');
      const bad = await reply('not-a-uuid', { body: 'Hello' }, admin);
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
      expect(errorOf(bad)?.extensions?.fields).toEqual({ id: ['id must be a UUID'] });
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager, adding nothing', async () => {
      const before = await messageCount(userConversation);
      expect(codeOf(await reply(userConversation, { body: 'Sneaky' }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await reply(userConversation, { body: 'Sneaky' }, manager))).toBe('FORBIDDEN');
      expect(await messageCount(userConversation)).toBe(before);
    });
  });

  describe('setSupportConversationStatus', () => {
    it('[ROLE-03] closes and reopens a conversation', async () => {
      const closed = await setStatus(userConversation, 'closed', admin);
      expect(closed.body.errors).toBeUndefined();
      expect(closed.body.data.setSupportConversationStatus).toEqual({
        id: userConversation,
        status: 'closed',
        user: { id: manager.user.id },
      });
      expect(await statusInDb(userConversation)).toBe('closed');
      const owner = await requestJson(`${bff.url}/api/support/conversations/${userConversation}`, {
        headers: manager.auth,
      });
      expect(owner.body.data.status).toBe('closed');
      const reopened = await setStatus(userConversation, 'open', superuser);
      expect(reopened.body.errors).toBeUndefined();
      expect(reopened.body.data.setSupportConversationStatus.status).toBe('open');
      expect(await statusInDb(userConversation)).toBe('open');
    });

    it('answers a bad or missing status with BAD_USER_INPUT naming it, changing nothing', async () => {
      for (const status of ['archived', undefined]) {
        const res = await setStatus(userConversation, status, admin);
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
        expect(errorOf(res)?.message).toContain('status');
      }
      expect(await statusInDb(userConversation)).toBe('open');
      expect(codeOf(await setStatus('not-a-uuid', 'closed', admin))).toBe('BAD_USER_INPUT');
      expect(codeOf(await setStatus(randomUUID(), 'closed', admin))).toBe('SUPPORT_CONVERSATION_NOT_FOUND');
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager, changing nothing', async () => {
      expect(codeOf(await setStatus(userConversation, 'closed'))).toBe('UNAUTHENTICATED');
      expect(codeOf(await setStatus(userConversation, 'closed', manager))).toBe('FORBIDDEN');
      expect(await statusInDb(userConversation)).toBe('open');
    });
  });
});
