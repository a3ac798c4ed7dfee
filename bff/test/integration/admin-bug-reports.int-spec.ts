import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

/** A real 2x2 PNG (made by libvips, so its checksums hold and it decodes). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d240000000970485973000003e8000003e8' +
    '01b57b526b0000001149444154089963505a95f61f8419600c004a5008c5ebcca6ec0000000049454e44ae426082',
  'hex',
);
const CONSOLE_LOG = [{ type: 'error', message: 'TypeError: rent is undefined', timestamp: '2026-03-01T09:00:00.000Z' }];
const TECHNICAL_INFO = {
  url: 'http://localhost:3000/dashboard',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  timestamp: '2026-03-01T09:00:00.000Z',
  viewport: { width: 1280, height: 800 },
  screen: { width: 1920, height: 1080 },
  browser: { cookieEnabled: true, language: 'en-GB', platform: 'Linux x86_64', onLine: true },
};

describe('bff: admin bug reports (/api/admin/bug-reports)', () => {
  let services: Services;
  let bff: RunningApp;
  let storageDir: string;
  let admin: Session;
  let superuser: Session;
  let manager: Session;
  let withShot: string;
  let withoutShot: string;

  async function staff(role: 'admin' | 'superuser' | 'manager' | 'tenant'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }

  async function fileReport(session: Session, title: string, screenshot = false): Promise<string> {
    const form = new FormData();
    form.append('title', title);
    form.append('description', `Steps to reproduce ${title}: open the dashboard.`);
    form.append('currentUrl', 'http://localhost:3000/dashboard');
    form.append('userAgent', 'Mozilla/5.0 (X11; Linux x86_64)');
    form.append('consoleLog', JSON.stringify(CONSOLE_LOG));
    form.append('technicalInfo', JSON.stringify(TECHNICAL_INFO));
    if (screenshot) form.append('screenshot', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'shot.png');
    const response = await fetch(`${bff.url}/api/bug-reports`, { method: 'POST', headers: session.auth, body: form });
    const body = (await response.json()) as { data: { id: string } };
    expect(response.status).toBe(201);
    return body.data.id;
  }

  const get = (path: string, session?: Session) =>
    requestJson(`${bff.url}/api/admin/bug-reports${path}`, { headers: session?.auth ?? {} });
  const patch = (path: string, body: unknown, session?: Session) =>
    requestJson(`${bff.url}/api/admin/bug-reports${path}`, { method: 'PATCH', body, headers: session?.auth ?? {} });
  const statusInDb = async (id: string) =>
    (
      (await services.engagement.app
        .get(DataSource)
        .query(`SELECT status FROM "engagement"."bug_report" WHERE id = $1`, [id])) as { status: string }[]
    )[0]?.status;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'pm-admin-bugs-'));
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), STORAGE_DIR: storageDir });
    [admin, superuser, manager] = await Promise.all([staff('admin'), staff('superuser'), staff('manager')]);
    withShot = await fileReport(manager, `Rent column wrong ${randomUUID()}`, true);
    withoutShot = await fileReport(manager, `Tenant list empty ${randomUUID()}`);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  describe('GET /api/admin/bug-reports', () => {
    it('[ROLE-03] lists reports newest first with the reporter, for admins and superusers', async () => {
      for (const session of [admin, superuser]) {
        const res = await get('?limit=100', session);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, pageInfo: { total: expect.any(Number) } });
        const ids = (res.body.data as { id: string }[]).map((report) => report.id);
        expect(ids.indexOf(withoutShot)).toBeGreaterThanOrEqual(0);
        expect(ids.indexOf(withoutShot)).toBeLessThan(ids.indexOf(withShot));
        const listed = (res.body.data as Record<string, unknown>[]).find((report) => report.id === withShot);
        expect(listed).toMatchObject({
          id: withShot,
          userId: manager.user.id,
          companyId: manager.user.companyId,
          status: 'new',
          creditsAwarded: 50,
          hasScreenshot: true,
          consoleLog: CONSOLE_LOG,
          reporter: { id: manager.user.id, name: 'Test User', email: manager.user.email },
        });
        // The storage key is the bff's business, never the browser's.
        expect(listed).not.toHaveProperty('screenshotKey');
      }
    });

    it('pages with limit and cursor, and filters by status', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?limit=1&cursor=${encodeURIComponent(cursor)}` : '?limit=1';
        const res = await get(query, admin);
        expect(res.status).toBe(200);
        expect(res.body.data).toHaveLength(1);
        seen.push(res.body.data[0].id);
        cursor = res.body.pageInfo.nextCursor;
      } while (cursor && !(seen.includes(withShot) && seen.includes(withoutShot)));
      expect(seen.indexOf(withoutShot)).toBeLessThan(seen.indexOf(withShot));
      expect(new Set(seen).size).toBe(seen.length);

      const other = await fileReport(manager, `Filter me ${randomUUID()}`);
      expect((await patch(`/${other}`, { status: 'fixed' }, admin)).status).toBe(200);
      const fixed = await get('?status=fixed&limit=100', admin);
      expect(fixed.status).toBe(200);
      const fixedIds = (fixed.body.data as { id: string; status: string }[]).map((report) => report.id);
      expect(fixedIds).toContain(other);
      expect(fixedIds).not.toContain(withShot);
      expect((fixed.body.data as { status: string }[]).every((report) => report.status === 'fixed')).toBe(true);
    });

    it('answers bad filters and page sizes with 400 and a message per field', async () => {
      const status = await get('?status=closed', admin);
      expect(status.status).toBe(400);
      expect(status.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(status.body.details.fields.status).toEqual(['status must be one of new, triaged, fixed, wont_fix']);
      const limit = await get('?limit=1000', admin);
      expect(limit.status).toBe(400);
      expect(Object.keys(limit.body.details.fields)).toEqual(['limit']);
      expect((await get('?cursor=not-a-cursor', admin)).status).toBe(400);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager', async () => {
      expect((await get('')).status).toBe(401);
      const forbidden = await get('', manager);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
    });
  });

  describe('GET /api/admin/bug-reports/:id', () => {
    it('[ENT-06] gives the whole report: description, page, user agent, technical info, console log, credits', async () => {
      const res = await get(`/${withShot}`, admin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: withShot,
          companyId: manager.user.companyId,
          userId: manager.user.id,
          title: expect.stringMatching(/^Rent column wrong /),
          description: expect.stringContaining('open the dashboard'),
          currentUrl: 'http://localhost:3000/dashboard',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
          consoleLog: CONSOLE_LOG,
          technicalInfo: TECHNICAL_INFO,
          creditsAwarded: 50,
          status: 'new',
          hasScreenshot: true,
          reporter: { id: manager.user.id, name: 'Test User', email: manager.user.email },
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
      expect((await get(`/${withoutShot}`, superuser)).body.data.hasScreenshot).toBe(false);
    });

    it('answers 404 for an unknown report and 400 for an id that is not a UUID', async () => {
      const missing = await get(`/${randomUUID()}`, admin);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('BUG_REPORT_NOT_FOUND');
      const bad = await get('/not-a-uuid', admin);
      expect(bad.status).toBe(400);
      expect(bad.body.details.fields.id).toEqual(['id must be a UUID']);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager', async () => {
      expect((await get(`/${withShot}`)).status).toBe(401);
      expect((await get(`/${withShot}`, manager)).status).toBe(403);
    });
  });

  describe('PATCH /api/admin/bug-reports/:id', () => {
    it('changes the status (new -> triaged -> wont_fix), as admin and as superuser', async () => {
      const id = await fileReport(manager, `Status flow ${randomUUID()}`);
      const triaged = await patch(`/${id}`, { status: 'triaged' }, admin);
      expect(triaged.status).toBe(200);
      expect(triaged.body).toMatchObject({
        success: true,
        data: { id, status: 'triaged', reporter: { email: manager.user.email } },
      });
      expect((await get(`/${id}`, admin)).body.data.status).toBe('triaged');
      const wontFix = await patch(`/${id}`, { status: 'wont_fix' }, superuser);
      expect(wontFix.body.data.status).toBe('wont_fix');
      expect(await statusInDb(id)).toBe('wont_fix');
    });

    it('refuses bad input with 400 and a message per field, changing nothing', async () => {
      const id = await fileReport(manager, `Bad patch ${randomUUID()}`);
      for (const body of [{ status: 'closed' }, {}, { status: 'fixed', title: 'renamed' }, { status: 7 }]) {
        const res = await patch(`/${id}`, body, admin);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
        expect(Object.keys(res.body.details.fields).length).toBeGreaterThan(0);
      }
      expect(await statusInDb(id)).toBe('new');
      expect((await patch('/not-a-uuid', { status: 'fixed' }, admin)).status).toBe(400);
      expect((await patch(`/${randomUUID()}`, { status: 'fixed' }, admin)).status).toBe(404);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager, changing nothing', async () => {
      expect((await patch(`/${withoutShot}`, { status: 'fixed' })).status).toBe(401);
      expect((await patch(`/${withoutShot}`, { status: 'fixed' }, manager)).status).toBe(403);
      expect(await statusInDb(withoutShot)).toBe('new');
    });
  });

  describe('GET /api/admin/bug-reports/:id/screenshot', () => {
    const screenshot = (id: string, session?: Session) =>
      fetch(`${bff.url}/api/admin/bug-reports/${id}/screenshot`, { headers: session?.auth ?? {} });

    it('serves the stored image with its type, nosniff and private no-store caching', async () => {
      for (const session of [admin, superuser]) {
        const res = await screenshot(withShot, session);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
        const [row] = (await services.engagement.app
          .get(DataSource)
          .query(`SELECT screenshot_key FROM "engagement"."bug_report" WHERE id = $1`, [withShot])) as {
          screenshot_key: string;
        }[];
        expect(bytes.equals(readFileSync(join(storageDir, row!.screenshot_key)))).toBe(true);
      }
    });

    it('answers 404 for a report without a screenshot, or whose file is gone, and for an unknown report', async () => {
      const none = await screenshot(withoutShot, admin);
      expect(none.status).toBe(404);
      expect(await none.json()).toMatchObject({ code: 'BUG_REPORT_SCREENSHOT_NOT_FOUND' });

      const gone = await fileReport(manager, `File removed ${randomUUID()}`, true);
      const [row] = (await services.engagement.app
        .get(DataSource)
        .query(`SELECT screenshot_key FROM "engagement"."bug_report" WHERE id = $1`, [gone])) as {
        screenshot_key: string;
      }[];
      rmSync(join(storageDir, row!.screenshot_key));
      expect((await screenshot(gone, admin)).status).toBe(404);
      expect((await screenshot(randomUUID(), admin)).status).toBe(404);
      expect((await screenshot('../../etc/passwd', admin)).status).toBeGreaterThanOrEqual(400);
    });

    it('[ROLE-04] answers 401 without a session and 403 to a manager, even for their own report', async () => {
      expect((await screenshot(withShot)).status).toBe(401);
      expect((await screenshot(withShot, manager)).status).toBe(403);
    });
  });
});
