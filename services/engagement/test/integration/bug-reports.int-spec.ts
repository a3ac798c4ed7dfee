import type { BugReportBody, CreateBugReportRequest, Page } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { adminCaller, noTokenHeaders, visitorHeaders } from '../factories';

const report = (overrides: Partial<CreateBugReportRequest> = {}): CreateBugReportRequest => ({
  title: `Save button does nothing ${randomUUID().slice(0, 6)}`,
  description: 'On the property page, Save does nothing after editing the postcode.',
  currentUrl: 'http://localhost:3000/properties/123',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  consoleLog: [{ type: 'error', message: 'TypeError: x is undefined', timestamp: '2025-06-01T10:00:00.000Z' }],
  technicalInfo: {
    url: 'http://localhost:3000/properties/123',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    timestamp: '2025-06-01T10:00:00.000Z',
    viewport: { width: 1280, height: 720 },
    screen: { width: 1920, height: 1080 },
    browser: { cookieEnabled: true, language: 'en-GB', platform: 'Linux x86_64', onLine: true },
  },
  ...overrides,
});

describe('bug reports (integration)', () => {
  const running = useTestApp(AppModule);
  const url = () => `${running.url}/v1/bug-reports`;

  const submit = (body: unknown, headers: Record<string, string>) =>
    requestJson(url(), { method: 'POST', headers, body });

  it('records a report for the caller with the default 50 credits, or the amount the bff passes', async () => {
    const user = makeCaller();
    const res = await submit(report(), internalHeaders(user));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      companyId: user.companyId,
      userId: user.userId,
      creditsAwarded: 50,
      status: 'new',
      screenshotKey: null,
      consoleLog: [{ type: 'error', message: 'TypeError: x is undefined', timestamp: '2025-06-01T10:00:00.000Z' }],
      technicalInfo: { viewport: { width: 1280, height: 720 } },
    });
    const withShot = await submit(
      report({ screenshotKey: 'bug-reports/2025/abc.png', screenshotContentType: 'image/png', creditsAwarded: 75 }),
      internalHeaders(user),
    );
    expect(withShot.body).toMatchObject({ screenshotKey: 'bug-reports/2025/abc.png', creditsAwarded: 75 });
  });

  it('shows users only their own reports, never another company’s', async () => {
    const a = makeCaller();
    const b = makeCaller();
    const sameUserOtherCompany = makeCaller({ userId: a.userId });
    const { body: mine } = await submit(report(), internalHeaders(a));
    const listA = await requestJson<Page<BugReportBody>>(`${url()}/mine`, { headers: internalHeaders(a) });
    expect(listA.body.items.map((r) => r.id)).toEqual([mine.id]);
    for (const other of [b, sameUserOtherCompany]) {
      const list = await requestJson<Page<BugReportBody>>(`${url()}/mine`, { headers: internalHeaders(other) });
      expect(list.body.total).toBe(0);
    }
  });

  it.each([
    ['empty title', { title: ' ' }, 'title'],
    ['empty description', { description: '' }, 'description'],
    ['long title', { title: 'x'.repeat(201) }, 'title'],
    ['bad console type', { consoleLog: [{ type: 'debug', message: 'x', timestamp: 't' }] }, 'consoleLog.0.type'],
    [
      'too many console entries',
      { consoleLog: Array.from({ length: 201 }, () => ({ type: 'log' as const, message: 'x', timestamp: 't' })) },
      'consoleLog',
    ],
    ['bad viewport', { technicalInfo: { viewport: { width: -1, height: 1 } } }, 'technicalInfo.viewport.width'],
    [
      'non-image screenshot type',
      { screenshotKey: 'a.pdf', screenshotContentType: 'application/pdf' },
      'screenshotContentType',
    ],
    ['path-traversal key', { screenshotKey: '../etc/passwd', screenshotContentType: 'image/png' }, 'screenshotKey'],
    ['negative credits', { creditsAwarded: -5 }, 'creditsAwarded'],
  ])('answers 400 for %s', async (_name, overrides, field) => {
    const res = await submit(report(overrides as Partial<CreateBugReportRequest>), internalHeaders(makeCaller()));
    expect(res.status).toBe(400);
    expect(res.body.details.fields[field]).toBeDefined();
  });

  it.each([
    ['an unknown technicalInfo member', { technicalInfo: { url: 'http://x', extra: 1 } }, 'technicalInfo.extra'],
    [
      'a viewport given as a list',
      { technicalInfo: { viewport: [{ width: 1, height: 1 }] } },
      'technicalInfo.viewport',
    ],
    ['a null viewport', { technicalInfo: { viewport: null } }, 'technicalInfo.viewport'],
    ['a null url', { technicalInfo: { url: null } }, 'technicalInfo.url'],
    ['an unknown browser member', { technicalInfo: { browser: { vendor: 'x' } } }, 'technicalInfo.browser.vendor'],
    ['technicalInfo given as a list', { technicalInfo: [] }, 'technicalInfo'],
    [
      'an unknown console entry member',
      { consoleLog: [{ type: 'log', message: 'm', timestamp: 't', level: 3 }] },
      'consoleLog.0.level',
    ],
    [
      'a console entry in a list of its own',
      { consoleLog: [[{ type: 'log', message: 'm', timestamp: 't' }]] },
      'consoleLog',
    ],
    ['a null console entry', { consoleLog: [null] }, 'consoleLog'],
    ['a null consoleLog', { consoleLog: null }, 'consoleLog'],
    [
      'a NUL in a console message',
      { consoleLog: [{ type: 'log', message: '\u0000', timestamp: 't' }] },
      'consoleLog.0.message',
    ],
    ['a lone surrogate in technicalInfo', { technicalInfo: { url: '\ud800' } }, 'technicalInfo.url'],
  ])(
    'refuses %s (stored as sent otherwise) with 400 on its field and stores nothing',
    async (_name, overrides, field) => {
      const caller = makeCaller();
      const res = await submit({ ...report(), ...overrides }, internalHeaders(caller));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.details.fields)).toContain(field);
      const mine = await requestJson<Page<BugReportBody>>(`${url()}/mine`, { headers: internalHeaders(caller) });
      expect(mine.body.total).toBe(0);
    },
  );

  it('answers 400 when a screenshot key comes without its type', async () => {
    const res = await submit(report({ screenshotKey: 'bug-reports/a.png' }), internalHeaders(makeCaller()));
    expect(res.status).toBe(400);
  });

  it("sets the credits the ledger awarded on the reporter's own report only", async () => {
    const reporter = makeCaller();
    const { body: created } = await submit(report({ creditsAwarded: 0 }), internalHeaders(reporter));
    const setCredits = (caller: ReturnType<typeof makeCaller>, body: unknown, id: string = created.id) =>
      requestJson(`${url()}/${id}/credits`, { method: 'PATCH', headers: internalHeaders(caller), body });

    const res = await setCredits(reporter, { creditsAwarded: 30 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, creditsAwarded: 30 });

    // A colleague, the same user id in another company, and an unknown report: not found, nothing changed.
    for (const other of [makeCaller({ companyId: reporter.companyId }), makeCaller({ userId: reporter.userId })]) {
      expect((await setCredits(other, { creditsAwarded: 999 })).status).toBe(404);
    }
    expect((await setCredits(reporter, { creditsAwarded: 5 }, randomUUID())).status).toBe(404);
    for (const body of [
      {},
      { creditsAwarded: -1 },
      { creditsAwarded: 1.5 },
      { creditsAwarded: 10_001 },
      { creditsAwarded: '5' },
    ]) {
      expect((await setCredits(reporter, body)).status).toBe(400);
    }
    expect((await setCredits(reporter, { creditsAwarded: 5 }, 'not-a-uuid')).status).toBe(400);
    const mine = await requestJson<Page<BugReportBody>>(`${url()}/mine`, { headers: internalHeaders(reporter) });
    expect(mine.body.items.find((r) => r.id === created.id)?.creditsAwarded).toBe(30);
  });

  it('needs a caller (401) and the internal token (401)', async () => {
    expect((await submit(report(), visitorHeaders())).status).toBe(401);
    expect((await submit(report(), noTokenHeaders())).status).toBe(401);
    expect((await requestJson(`${url()}/mine`, { headers: visitorHeaders() })).status).toBe(401);
  });

  describe('admin', () => {
    const admin = adminCaller();
    const admin$ = () => `${running.url}/v1/admin/bug-reports`;

    it('lists reports of every company, filters by status, reads one and changes its status', async () => {
      const { body: created } = await submit(report(), internalHeaders(makeCaller()));
      const list = await requestJson<Page<BugReportBody>>(`${admin$()}?status=new&limit=100`, {
        headers: internalHeaders(admin),
      });
      expect(list.status).toBe(200);
      expect(list.body.items.map((r) => r.id)).toContain(created.id);

      const triaged = await requestJson<BugReportBody>(`${admin$()}/${created.id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { status: 'triaged' },
      });
      expect(triaged.body.status).toBe('triaged');
      const one = await requestJson<BugReportBody>(`${admin$()}/${created.id}`, { headers: internalHeaders(admin) });
      expect(one.body.status).toBe('triaged');
      const stillNew = await requestJson<Page<BugReportBody>>(`${admin$()}?status=new&limit=100`, {
        headers: internalHeaders(admin),
      });
      expect(stillNew.body.items.map((r) => r.id)).not.toContain(created.id);
    });

    it('answers 400, 403, 404 and 401 as it should', async () => {
      const manager = makeCaller({ role: 'manager' });
      expect((await requestJson(`${admin$()}?status=done`, { headers: internalHeaders(admin) })).status).toBe(400);
      expect((await requestJson(admin$(), { headers: internalHeaders(manager) })).status).toBe(403);
      expect((await requestJson(`${admin$()}/${randomUUID()}`, { headers: internalHeaders(manager) })).status).toBe(
        403,
      );
      expect((await requestJson(`${admin$()}/${randomUUID()}`, { headers: internalHeaders(admin) })).status).toBe(404);
      expect(
        (
          await requestJson(`${admin$()}/${randomUUID()}`, {
            method: 'PATCH',
            headers: internalHeaders(admin),
            body: { status: 'nope' },
          })
        ).status,
      ).toBe(400);
      expect((await requestJson(admin$(), { headers: noTokenHeaders() })).status).toBe(401);
    });
  });
});
