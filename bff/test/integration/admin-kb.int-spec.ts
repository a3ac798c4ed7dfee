import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

const ARTICLES = '/api/admin/kb-articles';
const UNAUTHENTICATED = { success: false, statusCode: 401, code: 'UNAUTHENTICATED' };

/** A product fact no seeded article mentions, so the bot can only answer it from the new article. */
const QUESTION = 'Can the Quillfeather ledger reconcile deposit disputes automatically?';
const ANSWER = 'Yes: the Quillfeather ledger matches every deposit dispute to its scheme and closes it for you.';
const EDITED_ANSWER = 'Yes, and it now also sends the tenant a copy of the Quillfeather ledger reconciliation.';

describe('bff: admin knowledge base of the sales bot (/api/admin/kb-articles)', () => {
  let services: Services;
  let bff: RunningApp;
  let admin: Session;
  let superuser: Session;
  let manager: Session;

  async function staff(role: 'admin' | 'superuser' | 'manager' | 'tenant'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }
  const call = (method: string, path: string, session?: Session, body?: unknown) =>
    requestJson(`${bff.url}${path}`, { method, headers: session?.auth ?? {}, body });
  const ask = async (query: string) => {
    const res = await requestJson(`${bff.url}/api/sales-bot/query`, { body: { query } });
    expect(res.status).toBe(200);
    return res.body.data as { answer: string; source: { id: string; question: string } | null };
  };
  const total = async () => (await call('GET', `${ARTICLES}?limit=1`, admin)).body.pageInfo.total as number;

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    [admin, superuser, manager] = await Promise.all([staff('admin'), staff('superuser'), staff('manager')]);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('answers 401 to a caller without a token on every endpoint', async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', ARTICLES],
      ['POST', ARTICLES, { question: QUESTION, answer: ANSWER }],
      ['GET', `${ARTICLES}/${id}`],
      ['PATCH', `${ARTICLES}/${id}`, { answer: ANSWER }],
      ['DELETE', `${ARTICLES}/${id}`],
    ] as const) {
      const res = await call(method, path, undefined, body);
      expect({ method, status: res.status, body: res.body }).toMatchObject({
        method,
        status: 401,
        body: UNAUTHENTICATED,
      });
    }
  });

  it('answers 403 to a manager and a tenant on every endpoint, and changes nothing', async () => {
    const before = await total();
    const seeded = (await call('GET', `${ARTICLES}?limit=1`, admin)).body.data[0] as { id: string; answer: string };
    for (const session of [manager, await staff('tenant')]) {
      for (const [method, path, body] of [
        ['GET', ARTICLES],
        ['POST', ARTICLES, { question: QUESTION, answer: ANSWER }],
        ['GET', `${ARTICLES}/${seeded.id}`],
        ['PATCH', `${ARTICLES}/${seeded.id}`, { answer: 'Hijacked answer' }],
        ['DELETE', `${ARTICLES}/${seeded.id}`],
        ['GET', `${ARTICLES}/${seeded.id}/history`],
      ] as const) {
        const res = await call(method, path, session, body);
        expect({ method, status: res.status, code: res.body.code }).toEqual({ method, status: 403, code: 'FORBIDDEN' });
      }
    }
    expect(await total()).toBe(before);
    expect((await call('GET', `${ARTICLES}/${seeded.id}`, admin)).body.data.answer).toBe(seeded.answer);
  });

  it('lists the seeded articles a page at a time with the total, newest change first, and searches them', async () => {
    const first = await call('GET', `${ARTICLES}?limit=2`, admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, pageInfo: { nextCursor: expect.any(String) } });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.pageInfo.total).toBeGreaterThan(2);
    expect(first.body.data[0]).toEqual({
      id: expect.any(String),
      question: expect.any(String),
      answer: expect.any(String),
      keywords: expect.any(Array),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      updatedBy: null,
      updatedByName: null,
    });
    const second = await call('GET', `${ARTICLES}?limit=2&cursor=${first.body.pageInfo.nextCursor}`, superuser);
    expect(second.status).toBe(200);
    const ids = [...first.body.data, ...second.body.data].map((article: { id: string }) => article.id);
    expect(new Set(ids).size).toBe(ids.length);

    const found = await call('GET', `${ARTICLES}?q=${encodeURIComponent('free trial')}`, admin);
    expect(found.status).toBe(200);
    expect(found.body.pageInfo.total).toBeGreaterThan(0);
    expect(found.body.pageInfo.total).toBeLessThan(first.body.pageInfo.total);
    for (const article of found.body.data as { question: string; answer: string }[]) {
      expect(`${article.question} ${article.answer}`.toLowerCase()).toContain('free trial');
    }
    const none = await call('GET', `${ARTICLES}?q=${encodeURIComponent('zzqx no such words')}`, admin);
    expect(none.body).toEqual({ success: true, data: [], pageInfo: { nextCursor: null, total: 0 } });
  });

  it('refuses a bad page or search with 400 and a message per field', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=ten', `q=${'x'.repeat(201)}`, 'sort=question']) {
      const res = await call('GET', `${ARTICLES}?${query}`, admin);
      expect({ query, status: res.status, code: res.body.code }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('refuses a bad new article with 400 and a message per field, and stores nothing', async () => {
    const before = await total();
    const cases: [Record<string, unknown>, string][] = [
      [{ answer: ANSWER }, 'question'],
      [{ question: '   ', answer: ANSWER }, 'question'],
      [{ question: 'q'.repeat(301), answer: ANSWER }, 'question'],
      [{ question: QUESTION, answer: '' }, 'answer'],
      [{ question: QUESTION, answer: 'a'.repeat(4001) }, 'answer'],
      [{ question: QUESTION, answer: 42 }, 'answer'],
      [{ question: QUESTION, answer: ANSWER, keywords: 'deposits' }, 'keywords'],
      [{ question: QUESTION, answer: ANSWER, keywords: ['deposits', 'k'.repeat(61)] }, 'keywords'],
      [{ question: QUESTION, answer: ANSWER, keywords: ['deposits', '  '] }, 'keywords'],
      [{ question: QUESTION, answer: ANSWER, keywords: Array.from({ length: 31 }, (_, i) => `word${i}`) }, 'keywords'],
      [{ question: QUESTION, answer: ANSWER, updatedBy: randomUUID() }, 'updatedBy'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', ARTICLES, admin, body);
      expect({ field, status: res.status, code: res.body.code }).toEqual({
        field,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(res.body.details.fields[field][0]).toMatch(new RegExp(`^${field}|^each keyword|property`));
    }
    const malformed = await requestJson(`${bff.url}${ARTICLES}`, { headers: admin.auth, rawBody: '{"question":' });
    expect(malformed.status).toBe(400);
    expect(await total()).toBe(before);
    expect((await ask(QUESTION)).answer).not.toBe(ANSWER);
  });

  describe('an article through its life', () => {
    let id: string;

    it('[CALL-10] is created by an admin, named with its author, and is then what the sales bot answers', async () => {
      const before = await total();
      const res = await call('POST', ARTICLES, admin, {
        question: `  ${QUESTION}  `,
        answer: ANSWER,
        keywords: [' Deposit ', 'deposit', 'Disputes', 'Quillfeather'],
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: expect.any(String),
          question: QUESTION,
          answer: ANSWER,
          keywords: ['deposit', 'disputes', 'quillfeather'],
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          updatedBy: admin.user.id,
          updatedByName: 'Test User',
        },
      });
      id = res.body.data.id;
      expect(await total()).toBe(before + 1);

      const fetched = await call('GET', `${ARTICLES}/${id}`, superuser);
      expect(fetched.status).toBe(200);
      expect(fetched.body.data).toEqual(res.body.data);
      const listed = await call('GET', `${ARTICLES}?q=quillfeather`, admin);
      expect(listed.body.data.map((article: { id: string }) => article.id)).toEqual([id]);
      // The newest change comes first.
      expect((await call('GET', `${ARTICLES}?limit=1`, admin)).body.data[0].id).toBe(id);

      expect(await ask(QUESTION)).toEqual({ answer: ANSWER, source: { id, question: QUESTION } });
      expect(await ask('does quillfeather reconcile deposit disputes?')).toEqual({
        answer: ANSWER,
        source: { id, question: QUESTION },
      });
    });

    it('refuses a bad change with 400 (or 404 for an unknown article) and leaves the article as it was', async () => {
      const before = (await call('GET', `${ARTICLES}/${id}`, admin)).body.data;
      const cases: [Record<string, unknown>, string | null][] = [
        [{ question: '' }, 'question'],
        [{ answer: 'a'.repeat(4001) }, 'answer'],
        [{ keywords: [42] }, 'keywords'],
        [{ answer: EDITED_ANSWER, id: randomUUID() }, 'id'],
        [{}, null],
      ];
      for (const [body, field] of cases) {
        const res = await call('PATCH', `${ARTICLES}/${id}`, admin, body);
        expect({ field, status: res.status, code: res.body.code }).toEqual({
          field,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
        expect(res.body.message).toEqual(expect.any(String));
        if (field) expect(res.body.details.fields[field]).toEqual([expect.any(String)]);
      }
      const badId = await call('PATCH', `${ARTICLES}/not-a-uuid`, admin, { answer: EDITED_ANSWER });
      expect(badId.status).toBe(400);
      expect(badId.body.details.fields.id).toEqual(['id must be a UUID']);
      const unknown = await call('PATCH', `${ARTICLES}/${randomUUID()}`, admin, { answer: EDITED_ANSWER });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('KB_ARTICLE_NOT_FOUND');
      expect((await call('GET', `${ARTICLES}/${randomUUID()}`, admin)).status).toBe(404);
      expect((await call('GET', `${ARTICLES}/not-a-uuid`, admin)).status).toBe(400);
      expect((await call('GET', `${ARTICLES}/${id}`, admin)).body.data).toEqual(before);
      expect((await ask(QUESTION)).answer).toBe(ANSWER);
    });

    it('[CALL-10] is edited by a superuser, named as the last to change it, and the bot answers the new text', async () => {
      const res = await call('PATCH', `${ARTICLES}/${id}`, superuser, { answer: `${EDITED_ANSWER}  `, keywords: [] });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id,
        question: QUESTION,
        answer: EDITED_ANSWER,
        keywords: [],
        updatedBy: superuser.user.id,
        updatedByName: 'Test User',
      });
      expect(await ask(QUESTION)).toEqual({ answer: EDITED_ANSWER, source: { id, question: QUESTION } });
    });

    it('[CALL-10] is deleted by an admin (204), is gone, and is no longer what the sales bot answers', async () => {
      const before = await total();
      const res = await call('DELETE', `${ARTICLES}/${id}`, admin);
      expect(res.status).toBe(204);
      expect(await total()).toBe(before - 1);
      expect((await call('GET', `${ARTICLES}/${id}`, admin)).status).toBe(404);
      const again = await call('DELETE', `${ARTICLES}/${id}`, admin);
      expect({ status: again.status, code: again.body.code }).toEqual({ status: 404, code: 'KB_ARTICLE_NOT_FOUND' });
      expect((await call('DELETE', `${ARTICLES}/not-a-uuid`, admin)).status).toBe(400);

      const after = await ask(QUESTION);
      expect(after.source?.id).not.toBe(id);
      expect(after.answer).not.toBe(EDITED_ANSWER);
    });
  });

  it('[ROLE-03] shows who changed an article and how, naming each person, kept after the delete', async () => {
    const created = await call('POST', ARTICLES, admin, {
      question: 'Does the Quillfeather ledger keep an audit trail?',
      answer: 'Yes, every change is recorded.',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(
      (await call('PATCH', `${ARTICLES}/${id}`, superuser, { answer: 'Yes: every change, by whom and when.' })).status,
    ).toBe(200);
    expect((await call('DELETE', `${ARTICLES}/${id}`, admin)).status).toBe(204);

    const history = await call('GET', `${ARTICLES}/${id}/history`, admin);
    expect(history.status).toBe(200);
    const names = (session: Session) => `${session.user.firstName} ${session.user.lastName}`.trim();
    expect(
      history.body.data.map((entry: { action: string; actorName: string }) => [entry.action, entry.actorName]),
    ).toEqual([
      ['kb_article.created', names(admin)],
      ['kb_article.updated', names(superuser)],
      ['kb_article.deleted', names(admin)],
    ]);
    expect(history.body.data[1].data.changes.answer).toEqual({
      from: 'Yes, every change is recorded.',
      to: 'Yes: every change, by whom and when.',
    });
    expect((await call('GET', `${ARTICLES}/not-an-id/history`, admin)).status).toBe(400);
  });
});
