import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

interface Listed {
  id: string;
  status: string;
  userId: string | null;
  visitorName: string | null;
  visitorEmail: string | null;
  user: { id: string; name: string; email: string } | null;
}

describe('bff: admin support conversations (/api/admin/support/conversations)', () => {
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

  const url = (path: string) => `${bff.url}/api/admin/support/conversations${path}`;
  const get = (path: string, session?: Session) => requestJson(url(path), { headers: session?.auth ?? {} });
  const post = (path: string, body: unknown, session?: Session) =>
    requestJson(url(path), { body, headers: session?.auth ?? {} });
  const patch = (path: string, body: unknown, session?: Session) =>
    requestJson(url(path), { method: 'PATCH', body, headers: session?.auth ?? {} });
  const inbound = (body: Record<string, unknown>, session?: Session) =>
    requestJson(`${bff.url}/api/support/inbound`, { body, headers: session?.auth ?? {} });
  const db = () => services.engagement.app.get(DataSource);
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

  describe('GET /api/admin/support/conversations', () => {
    it('[ROLE-03] lists conversations, latest activity first, naming who wrote, for admins and superusers', async () => {
      for (const session of [admin, superuser]) {
        const res = await get('?limit=100', session);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, pageInfo: { total: expect.any(Number), nextCursor: null } });
        const items = res.body.data as Listed[];
        const ids = items.map((item) => item.id);
        expect(ids.indexOf(visitorConversation)).toBeGreaterThanOrEqual(0);
        expect(ids.indexOf(visitorConversation)).toBeLessThan(ids.indexOf(userConversation));
        expect(items.find((item) => item.id === userConversation)).toMatchObject({
          status: 'open',
          userId: manager.user.id,
          companyId: manager.user.companyId,
          visitorName: null,
          user: { id: manager.user.id, name: 'Test User', email: manager.user.email },
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
        expect(JSON.stringify(visitor)).not.toContain(visitorToken);
      }
    });

    it('pages with limit and cursor, and filters by status', async () => {
      const first = await get('?limit=1', admin);
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(1);
      expect(first.body.pageInfo.nextCursor).toEqual(expect.any(String));
      const second = await get(`?limit=1&cursor=${encodeURIComponent(first.body.pageInfo.nextCursor)}`, admin);
      expect(second.status).toBe(200);
      expect(second.body.data).toHaveLength(1);
      expect(second.body.data[0].id).not.toBe(first.body.data[0].id);

      const other = await inbound({ body: 'Please close me', visitorName: 'Closer' });
      const otherId = other.body.data.conversationId as string;
      expect((await patch(`/${otherId}`, { status: 'closed' }, admin)).status).toBe(200);
      const closed = await get('?status=closed&limit=100', admin);
      expect(closed.status).toBe(200);
      const closedItems = closed.body.data as Listed[];
      expect(closedItems.map((item) => item.id)).toContain(otherId);
      expect(closedItems.every((item) => item.status === 'closed')).toBe(true);
      const open = await get('?status=open&limit=100', admin);
      const openIds = (open.body.data as Listed[]).map((item) => item.id);
      expect(openIds).toContain(userConversation);
      expect(openIds).not.toContain(otherId);
      expect(open.body.pageInfo.total + closed.body.pageInfo.total).toBe(
        (await get('?limit=1', admin)).body.pageInfo.total,
      );
    });

    it('answers bad filters and page sizes with 400 and a message per field', async () => {
      const status = await get('?status=pending', admin);
      expect(status.status).toBe(400);
      expect(status.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(status.body.details.fields.status).toEqual(['status must be one of open, closed']);
      const limit = await get('?limit=1000', admin);
      expect(limit.status).toBe(400);
      expect(Object.keys(limit.body.details.fields)).toEqual(['limit']);
      expect((await get('?cursor=not-a-cursor', admin)).status).toBe(400);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager', async () => {
      const anonymous = await get('');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      const forbidden = await get('', manager);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
    });
  });

  describe('GET /api/admin/support/conversations/:id', () => {
    it('[ROLE-03] shows the thread in order with the writer named', async () => {
      const res = await get(`/${userConversation}`, superuser);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: userConversation,
        user: { id: manager.user.id, email: manager.user.email },
        messages: [{ sender: 'user', authorUserId: manager.user.id, author: null }],
      });
      expect(res.body.data.messages[0].body).toMatch(/^How do I add a tenant\?/);
    });

    it('answers 404 for an unknown conversation and 400 for an id that is not a UUID', async () => {
      const missing = await get(`/${randomUUID()}`, admin);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('SUPPORT_CONVERSATION_NOT_FOUND');
      const bad = await get('/not-a-uuid', admin);
      expect(bad.status).toBe(400);
      expect(bad.body.details.fields.id).toEqual(['id must be a UUID']);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager, even for their own conversation', async () => {
      expect((await get(`/${userConversation}`)).status).toBe(401);
      expect((await get(`/${userConversation}`, manager)).status).toBe(403);
    });
  });

  describe('POST /api/admin/support/conversations/:id/replies', () => {
    it('[WID-10] adds a staff reply the signed-in owner then reads in their conversation', async () => {
      const res = await post(`/${userConversation}/replies`, { body: '  Open Tenants, then Add tenant.  ' }, admin);
      expect(res.status).toBe(201);
      const last = res.body.data.messages.at(-1);
      expect(last).toMatchObject({
        sender: 'staff',
        body: 'Open Tenants, then Add tenant.',
        authorUserId: admin.user.id,
        author: { id: admin.user.id, name: 'Test User', email: admin.user.email },
      });
      expect(res.body.data.lastMessageAt).toBe(last.createdAt);

      const owner = await requestJson(`${bff.url}/api/support/conversations/${userConversation}`, {
        headers: manager.auth,
      });
      expect(owner.status).toBe(200);
      expect(owner.body.data.messages.at(-1)).toMatchObject({
        sender: 'staff',
        body: 'Open Tenants, then Add tenant.',
      });
      // The conversation moves to the top of the staff list.
      expect((await get('?limit=1', admin)).body.data[0].id).toBe(userConversation);
    });

    it('[WID-10] a reply to a visitor shows on their support-bot conversation, read with their token', async () => {
      expect((await post(`/${visitorConversation}/replies`, { body: 'Yes, Scotland too.' }, superuser)).status).toBe(
        201,
      );
      const visitor = await requestJson(
        `${bff.url}/api/support/conversations/${visitorConversation}?token=${encodeURIComponent(visitorToken)}`,
      );
      expect(visitor.status).toBe(200);
      expect(visitor.body.data.messages.map((message: { body: string }) => message.body)).toEqual([
        'Do you cover Scottish tenancies?',
        'Yes, Scotland too.',
      ]);
    });

    it('answers an empty, blank, too long or missing body with 400 and a message, adding nothing', async () => {
      const before = await messageCount(userConversation);
      for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(4001) }, {}, { body: 42 }]) {
        const res = await post(`/${userConversation}/replies`, body, admin);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.details.fields.body).toEqual(expect.arrayContaining([expect.any(String)]));
      }
      const unknown = await post(`/${userConversation}/replies`, { body: 'Hi', sender: 'visitor' }, admin);
      expect(unknown.status).toBe(400);
      expect(Object.keys(unknown.body.details.fields)).toEqual(['sender']);
      expect(await messageCount(userConversation)).toBe(before);
    });

    it('answers 404 for an unknown conversation and 400 for an id that is not a UUID', async () => {
      const missing = await post(`/${randomUUID()}/replies`, { body: 'Hello' }, admin);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('SUPPORT_CONVERSATION_NOT_FOUND');
      expect((await post('/not-a-uuid/replies', { body: 'Hello' }, admin)).status).toBe(400);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager, adding nothing', async () => {
      const before = await messageCount(userConversation);
      expect((await post(`/${userConversation}/replies`, { body: 'Sneaky' })).status).toBe(401);
      expect((await post(`/${userConversation}/replies`, { body: 'Sneaky' }, manager)).status).toBe(403);
      expect(await messageCount(userConversation)).toBe(before);
    });
  });

  describe('PATCH /api/admin/support/conversations/:id', () => {
    it('[ROLE-03] closes and reopens a conversation', async () => {
      const closed = await patch(`/${userConversation}`, { status: 'closed' }, admin);
      expect(closed.status).toBe(200);
      expect(closed.body.data).toMatchObject({
        id: userConversation,
        status: 'closed',
        user: { id: manager.user.id },
      });
      expect(await statusInDb(userConversation)).toBe('closed');
      const owner = await requestJson(`${bff.url}/api/support/conversations/${userConversation}`, {
        headers: manager.auth,
      });
      expect(owner.body.data.status).toBe('closed');
      const reopened = await patch(`/${userConversation}`, { status: 'open' }, superuser);
      expect(reopened.status).toBe(200);
      expect(reopened.body.data.status).toBe('open');
      expect(await statusInDb(userConversation)).toBe('open');
    });

    it('answers a bad status with 400 and a message, changing nothing', async () => {
      for (const body of [{ status: 'archived' }, {}]) {
        const res = await patch(`/${userConversation}`, body, admin);
        expect(res.status).toBe(400);
        expect(res.body.details.fields.status).toEqual(['status must be one of open, closed']);
      }
      expect(await statusInDb(userConversation)).toBe('open');
      expect((await patch('/not-a-uuid', { status: 'closed' }, admin)).status).toBe(400);
      expect((await patch(`/${randomUUID()}`, { status: 'closed' }, admin)).status).toBe(404);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager, changing nothing', async () => {
      expect((await patch(`/${userConversation}`, { status: 'closed' })).status).toBe(401);
      expect((await patch(`/${userConversation}`, { status: 'closed' }, manager)).status).toBe(403);
      expect(await statusInDb(userConversation)).toBe('open');
    });
  });
});
