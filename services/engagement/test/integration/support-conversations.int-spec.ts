import type { Page, SupportConversationBody, SupportConversationDetailBody, SupportMessageBody } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { adminCaller, noTokenHeaders, visitorHeaders } from '../factories';

describe('support conversations (integration)', () => {
  const running = useTestApp(AppModule);
  const admin = adminCaller();

  const inbound = (body: unknown, headers = visitorHeaders()) =>
    requestJson(`${running.url}/v1/support/inbound`, { method: 'POST', headers, body });
  const read = (id: string, token?: string, headers = visitorHeaders()) =>
    requestJson<SupportConversationDetailBody>(
      `${running.url}/v1/support/conversations/${id}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
      { headers },
    );

  describe('visitors', () => {
    it('starts a conversation with a token, continues it with the token, and reads it back', async () => {
      const first = await inbound({
        body: 'Hello, can you help?',
        visitorName: 'Sam',
        visitorEmail: 'Sam@Example.com',
      });
      expect(first.status).toBe(201);
      expect(first.body.conversationToken).toEqual(expect.any(String));
      expect(first.body.messages).toEqual([
        expect.objectContaining({ sender: 'visitor', body: 'Hello, can you help?', authorUserId: null }),
      ]);
      const { conversationId, conversationToken } = first.body;

      const second = await inbound({ conversationId, conversationToken, body: 'Still there?' });
      expect(second.status).toBe(201);
      expect(second.body.conversationToken).toBeUndefined();
      expect(second.body.messages.map((m: SupportMessageBody) => m.body)).toEqual([
        'Hello, can you help?',
        'Still there?',
      ]);

      const detail = await read(conversationId, conversationToken);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        id: conversationId,
        companyId: null,
        userId: null,
        visitorName: 'Sam',
        visitorEmail: 'sam@example.com',
        country: 'UK',
        status: 'open',
      });
      expect(detail.body.messages).toHaveLength(2);
    });

    it('refuses to read or continue a conversation without the right token (404, nothing revealed)', async () => {
      const { body } = await inbound({ body: 'Private question', country: 'gb' });
      expect((await read(body.conversationId)).status).toBe(404);
      expect((await read(body.conversationId, 'x'.repeat(43))).status).toBe(404);
      const hijack = await inbound({
        conversationId: body.conversationId,
        conversationToken: 'y'.repeat(43),
        body: 'hi',
      });
      expect(hijack.status).toBe(404);
      const noToken = await inbound({ conversationId: body.conversationId, body: 'hi' });
      expect(noToken.status).toBe(404);
      // a signed-in user cannot take over a visitor's conversation either
      expect((await read(body.conversationId, body.conversationToken, internalHeaders(makeCaller()))).status).toBe(404);
    });

    it.each([
      ['empty body', { body: '' }, 'body'],
      ['long body', { body: 'x'.repeat(4001) }, 'body'],
      ['bad email', { body: 'hi', visitorEmail: 'nope' }, 'visitorEmail'],
      ['bad country', { body: 'hi', country: 'United Kingdom' }, 'country'],
      ['bad conversation id', { body: 'hi', conversationId: 'abc' }, 'conversationId'],
    ])('answers 400 for %s', async (_name, body, field) => {
      const res = await inbound(body);
      expect(res.status).toBe(400);
      expect(res.body.details.fields[field]).toBeDefined();
    });

    it('answers 401 without the internal token', async () => {
      expect((await inbound({ body: 'hi' }, noTokenHeaders())).status).toBe(401);
      expect((await read(randomUUID(), 'x', noTokenHeaders())).status).toBe(401);
    });
  });

  describe('signed-in users', () => {
    it('binds the conversation to the user, lists it as theirs, and keeps it from other users and companies', async () => {
      const user = makeCaller({ role: 'landlord' });
      const colleague = makeCaller({ companyId: user.companyId });
      const otherCompanyUser = makeCaller({ userId: user.userId });
      const res = await inbound({ body: 'My dashboard is empty' }, internalHeaders(user));
      expect(res.status).toBe(201);
      expect(res.body.conversationToken).toBeUndefined();
      expect(res.body.messages[0]).toMatchObject({ sender: 'user', authorUserId: user.userId });
      const id = res.body.conversationId;

      const more = await inbound({ conversationId: id, body: 'Any news?' }, internalHeaders(user));
      expect(more.status).toBe(201);

      const mine = await requestJson<Page<SupportConversationBody>>(`${running.url}/v1/support/conversations/mine`, {
        headers: internalHeaders(user),
      });
      expect(mine.body.items.map((c) => c.id)).toEqual([id]);
      expect(mine.body.items[0]).toMatchObject({ userId: user.userId, companyId: user.companyId });
      expect((await read(id, undefined, internalHeaders(user))).status).toBe(200);

      for (const other of [colleague, otherCompanyUser]) {
        expect((await read(id, undefined, internalHeaders(other))).status).toBe(404);
        expect((await inbound({ conversationId: id, body: 'x' }, internalHeaders(other))).status).toBe(404);
        const theirs = await requestJson<Page<SupportConversationBody>>(
          `${running.url}/v1/support/conversations/mine`,
          {
            headers: internalHeaders(other),
          },
        );
        expect(theirs.body.total).toBe(0);
      }
      expect((await read(id)).status).toBe(404);
    });

    it('needs a caller for /mine', async () => {
      const res = await requestJson(`${running.url}/v1/support/conversations/mine`, { headers: visitorHeaders() });
      expect(res.status).toBe(401);
    });
  });

  describe('staff', () => {
    const admin$ = () => `${running.url}/v1/admin/support/conversations`;

    it('lists by status, reads, replies and closes; a new visitor message reopens', async () => {
      const visitor = await inbound({ body: 'Do you cover Wales?', visitorName: 'Rhys' });
      const { conversationId: id, conversationToken: token } = visitor.body;

      const open = await requestJson<Page<SupportConversationBody>>(`${admin$()}?status=open&limit=100`, {
        headers: internalHeaders(admin),
      });
      expect(open.body.items[0]!.id).toBe(id);

      const reply = await requestJson<SupportConversationDetailBody>(`${admin$()}/${id}/replies`, {
        method: 'POST',
        headers: internalHeaders(admin),
        body: { body: 'Yes, we support all four UK nations.' },
      });
      expect(reply.status).toBe(201);
      expect(reply.body.messages.at(-1)).toMatchObject({ sender: 'staff', authorUserId: admin.userId });

      const seen = await read(id, token);
      expect(seen.body.messages.map((m) => m.sender)).toEqual(['visitor', 'staff']);

      const closed = await requestJson<SupportConversationBody>(`${admin$()}/${id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { status: 'closed' },
      });
      expect(closed.body.status).toBe('closed');
      const closedList = await requestJson<Page<SupportConversationBody>>(`${admin$()}?status=closed&limit=100`, {
        headers: internalHeaders(admin),
      });
      expect(closedList.body.items.map((c) => c.id)).toContain(id);

      await inbound({ conversationId: id, conversationToken: token, body: 'Thanks! One more thing.' });
      const detail = await requestJson<SupportConversationDetailBody>(`${admin$()}/${id}`, {
        headers: internalHeaders(admin),
      });
      expect(detail.body.status).toBe('open');
      expect(detail.body.messages).toHaveLength(3);
    });

    it('answers 400, 404, 403 and 401 as it should', async () => {
      const { body } = await inbound({ body: 'hello' });
      const id = body.conversationId;
      const manager = makeCaller();
      expect((await requestJson(`${admin$()}?status=pending`, { headers: internalHeaders(admin) })).status).toBe(400);
      expect(
        (
          await requestJson(`${admin$()}/${id}/replies`, {
            method: 'POST',
            headers: internalHeaders(admin),
            body: { body: '' },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await requestJson(`${admin$()}/${id}`, {
            method: 'PATCH',
            headers: internalHeaders(admin),
            body: { status: 'gone' },
          })
        ).status,
      ).toBe(400);
      expect((await requestJson(`${admin$()}/${randomUUID()}`, { headers: internalHeaders(admin) })).status).toBe(404);
      expect(
        (
          await requestJson(`${admin$()}/${randomUUID()}/replies`, {
            method: 'POST',
            headers: internalHeaders(admin),
            body: { body: 'x' },
          })
        ).status,
      ).toBe(404);
      for (const res of [
        await requestJson(admin$(), { headers: internalHeaders(manager) }),
        await requestJson(`${admin$()}/${id}`, { headers: internalHeaders(manager) }),
        await requestJson(`${admin$()}/${id}/replies`, {
          method: 'POST',
          headers: internalHeaders(manager),
          body: { body: 'x' },
        }),
        await requestJson(`${admin$()}/${id}`, {
          method: 'PATCH',
          headers: internalHeaders(manager),
          body: { status: 'closed' },
        }),
      ]) {
        expect(res.status).toBe(403);
      }
      expect((await requestJson(admin$(), { headers: visitorHeaders() })).status).toBe(401);
      expect((await requestJson(admin$(), { headers: noTokenHeaders() })).status).toBe(401);
    });
  });
});
