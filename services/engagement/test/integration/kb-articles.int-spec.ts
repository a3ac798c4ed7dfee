import type { KbArticleBody, Page } from '@pm/contracts';
import { DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { FALLBACK_ANSWER } from '../../src/kb-articles/kb-articles.service';
import { adminCaller, bodylessHeaders, noTokenHeaders, visitorHeaders } from '../factories';

describe('sales bot and knowledge base (integration)', () => {
  const running = useTestApp(AppModule);
  const admin = adminCaller();

  const ask = (query: unknown, headers = visitorHeaders()) =>
    requestJson(`${running.url}/v1/sales-bot/query`, { method: 'POST', headers, body: { query } });

  describe('POST /v1/sales-bot/query', () => {
    it('answers "How long is the free trial?" with the 100-day trial and its source', async () => {
      const res = await ask('How long is the free trial?');
      expect(res.status).toBe(200);
      expect(res.body.answer).toMatch(/100 days/);
      expect(res.body.answer).toMatch(/no agreement/);
      expect(res.body.source).toEqual({
        id: demoId(DEMO_KIND.kbArticle, 1),
        question: 'How long is the free trial?',
      });
      expect(res.body.score).toBeGreaterThan(0.5);
    });

    it.each([
      ['is there a trial period?', 1],
      ['how much does it cost', 2],
      ['what is your pricing', 2],
      ['Do you support Scotland?', 5],
      ['can I install the app on my phone', 13],
      ['how do you store passwords', 14],
      ['does it track gas safety certificates', 9],
      ['how long is the fre trail', 1],
    ])('finds the right article for %j', async (query, n) => {
      const res = await ask(query);
      expect(res.status).toBe(200);
      expect(res.body.source?.id).toBe(demoId(DEMO_KIND.kbArticle, n));
    });

    it.each(['purple elephants juggling xylophones', 'qwertyuiop asdfghjkl', 'the and of'])(
      'gives the fallback with no source to %j',
      async (query) => {
        const res = await ask(query);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ answer: FALLBACK_ANSWER, source: null });
        expect(res.body.score).toBeLessThan(0.3);
      },
    );

    it('never fails on search syntax', async () => {
      for (const query of ['"unclosed', '-', 'trial & | ! :* <->', "it's o'clock", '\\\\', 'a'.repeat(500)]) {
        expect((await ask(query)).status).toBe(200);
      }
    });

    it('answers 400 to an empty, too long or non-string query, and 401 without the token', async () => {
      for (const query of ['', '   ', 'x'.repeat(501), 42, null]) {
        const res = await ask(query);
        expect(res.status).toBe(400);
        expect(res.body.details.fields.query).toBeDefined();
      }
      expect((await ask('trial', noTokenHeaders())).status).toBe(401);
    });
  });

  describe('admin CRUD /v1/admin/kb-articles', () => {
    const base = () => `${running.url}/v1/admin/kb-articles`;

    it('creates an article the bot then answers from, updates it, lists it and deletes it', async () => {
      const word = `zorblax${randomUUID().slice(0, 6)}`;
      const created = await requestJson<KbArticleBody>(base(), {
        method: 'POST',
        headers: internalHeaders(admin),
        body: {
          question: `Does it support ${word} integration?`,
          answer: `Yes, ${word} is supported.`,
          keywords: [' Zorblax ', 'zorblax'],
        },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ keywords: ['zorblax'], updatedBy: admin.userId });

      const answer = await ask(`${word} integration`);
      expect(answer.body.source?.id).toBe(created.body.id);

      const updated = await requestJson<KbArticleBody>(`${base()}/${created.body.id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { answer: `No, ${word} is not supported yet.` },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.answer).toBe(`No, ${word} is not supported yet.`);
      expect((await ask(`${word} integration`)).body.answer).toBe(`No, ${word} is not supported yet.`);

      const list = await requestJson<Page<KbArticleBody>>(`${base()}?q=${word}`, { headers: internalHeaders(admin) });
      expect(list.body.items.map((a) => a.id)).toEqual([created.body.id]);
      const one = await requestJson<KbArticleBody>(`${base()}/${created.body.id}`, { headers: internalHeaders(admin) });
      expect(one.body.id).toBe(created.body.id);

      const del = await requestJson(`${base()}/${created.body.id}`, {
        method: 'DELETE',
        headers: bodylessHeaders(admin),
      });
      expect(del.status).toBe(204);
      expect((await requestJson(`${base()}/${created.body.id}`, { headers: internalHeaders(admin) })).status).toBe(404);
      expect((await ask(`${word} integration`)).body.source?.id).not.toBe(created.body.id);
    });

    it('lists the seeded articles', async () => {
      const list = await requestJson<Page<KbArticleBody>>(`${base()}?limit=100`, { headers: internalHeaders(admin) });
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThanOrEqual(15);
    });

    it('answers 400 to bad input', async () => {
      for (const body of [
        { question: '', answer: 'x' },
        { question: 'q', answer: '' },
        { question: 'q', answer: 'a', keywords: 'trial' },
        { question: 'q', answer: 'a', keywords: [''] },
        { question: 'q', answer: 'a', extra: 1 },
      ]) {
        expect((await requestJson(base(), { method: 'POST', headers: internalHeaders(admin), body })).status).toBe(400);
      }
      expect((await requestJson(`${base()}/nope`, { headers: internalHeaders(admin) })).status).toBe(400);
      const missing = randomUUID();
      expect(
        (
          await requestJson(`${base()}/${missing}`, {
            method: 'PATCH',
            headers: internalHeaders(admin),
            body: { answer: 'x' },
          })
        ).status,
      ).toBe(404);
      expect(
        (await requestJson(`${base()}/${missing}`, { method: 'DELETE', headers: bodylessHeaders(admin) })).status,
      ).toBe(404);
    });

    it('answers 403 to non-admins and 401 without caller or token', async () => {
      const manager = makeCaller({ role: 'landlord' });
      const id = demoId(DEMO_KIND.kbArticle, 1);
      expect((await requestJson(base(), { headers: internalHeaders(manager) })).status).toBe(403);
      expect((await requestJson(`${base()}/${id}`, { headers: internalHeaders(manager) })).status).toBe(403);
      expect(
        (
          await requestJson(base(), {
            method: 'POST',
            headers: internalHeaders(manager),
            body: { question: 'q', answer: 'a' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await requestJson(`${base()}/${id}`, {
            method: 'PATCH',
            headers: internalHeaders(manager),
            body: { answer: 'x' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await requestJson(`${base()}/${id}`, { method: 'DELETE', headers: bodylessHeaders(manager) })).status,
      ).toBe(403);
      expect((await requestJson(base(), { headers: visitorHeaders() })).status).toBe(401);
      expect((await requestJson(base(), { headers: noTokenHeaders() })).status).toBe(401);
    });
  });
});
