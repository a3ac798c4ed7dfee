import { ownerDataSource } from '@pm/kit/testing';
import type { RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { gql, login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

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

const REPORT_FIELDS = `id companyId userId title description currentUrl userAgent
  consoleLog { type message timestamp }
  technicalInfo {
    url userAgent timestamp
    viewport { width height }
    screen { width height }
    browser { cookieEnabled language platform onLine }
  }
  creditsAwarded status hasScreenshot createdAt updatedAt
  reporter { id firstName lastName email }`;
const LIST = /* GraphQL */ `
  query List($first: Int, $after: String, $status: BugReportStatus) {
    bugReports(first: $first, after: $after, status: $status) {
      edges { cursor node { ${REPORT_FIELDS} } }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query Detail($id: ID!) {
    bugReport(id: $id) { ${REPORT_FIELDS} }
  }
`;
const SET_STATUS = /* GraphQL */ `
  mutation SetStatus($id: ID!, $status: BugReportStatus!) {
    setBugReportStatus(id: $id, status: $status) {
      id
      status
      reporter {
        email
      }
    }
  }
`;

interface Listed {
  id: string;
  status: string;
}

type GqlResponse = Awaited<ReturnType<typeof gql>>;
const errorOf = (res: GqlResponse) => res.body.errors?.[0];
const codeOf = (res: GqlResponse) => errorOf(res)?.extensions?.code;
const nodesOf = (res: GqlResponse) =>
  (res.body.data as { bugReports: { edges: { node: Listed }[] } }).bugReports.edges.map((edge) => edge.node);

describe('bff: admin bug reports (GraphQL bugReports, bugReport, setBugReportStatus; the screenshot download)', () => {
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

  const list = (variables: Record<string, unknown>, session?: Session) => gql(bff, LIST, variables, session?.auth);
  const detail = (id: string, session?: Session) => gql(bff, DETAIL, { id }, session?.auth);
  const setStatus = (id: string, status: unknown, session?: Session) =>
    gql(bff, SET_STATUS, status === undefined ? { id } : { id, status }, session?.auth);
  const statusInDb = async (id: string) =>
    (
      (await ownerDataSource(services.engagement).query(`SELECT status FROM "engagement"."bug_report" WHERE id = $1`, [
        id,
      ])) as { status: string }[]
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

  describe('bugReports', () => {
    it('[ROLE-03] lists reports newest first with the reporter, for admins and superusers', async () => {
      for (const session of [admin, superuser]) {
        const res = await list({ first: 100 }, session);
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.bugReports.totalCount).toEqual(expect.any(Number));
        const reports = nodesOf(res);
        const ids = reports.map((report) => report.id);
        expect(ids.indexOf(withoutShot)).toBeGreaterThanOrEqual(0);
        expect(ids.indexOf(withoutShot)).toBeLessThan(ids.indexOf(withShot));
        expect(reports.find((report) => report.id === withShot)).toMatchObject({
          id: withShot,
          userId: manager.user.id,
          companyId: manager.user.companyId,
          status: 'new',
          creditsAwarded: 50,
          hasScreenshot: true,
          consoleLog: CONSOLE_LOG,
          reporter: { id: manager.user.id, firstName: 'Test', lastName: 'User', email: manager.user.email },
        });
      }
    });

    it("never gives the screenshot's storage key: the schema has no such field", async () => {
      const res = await gql(bff, '{ bugReports { edges { node { id screenshotKey } } } }', {}, admin.auth);
      expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.body.data).toBeUndefined();
    });

    it('pages with first and after, and filters by status', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const res: Awaited<ReturnType<typeof list>> = await list(after ? { first: 1, after } : { first: 1 }, admin);
        expect(res.body.errors).toBeUndefined();
        expect(nodesOf(res)).toHaveLength(1);
        seen.push(nodesOf(res)[0]!.id);
        const { pageInfo } = res.body.data.bugReports;
        after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
      } while (after && !(seen.includes(withShot) && seen.includes(withoutShot)));
      expect(seen.indexOf(withoutShot)).toBeLessThan(seen.indexOf(withShot));
      expect(new Set(seen).size).toBe(seen.length);

      const other = await fileReport(manager, `Filter me ${randomUUID()}`);
      expect((await setStatus(other, 'fixed', admin)).body.errors).toBeUndefined();
      const fixed = await list({ status: 'fixed', first: 100 }, admin);
      expect(fixed.body.errors).toBeUndefined();
      const fixedIds = nodesOf(fixed).map((report) => report.id);
      expect(fixedIds).toContain(other);
      expect(fixedIds).not.toContain(withShot);
      expect(nodesOf(fixed).every((report) => report.status === 'fixed')).toBe(true);
    });

    it('answers a bad status filter, page size or cursor with BAD_USER_INPUT naming it', async () => {
      const status = await list({ status: 'closed' }, admin);
      expect(codeOf(status)).toBe('BAD_USER_INPUT');
      expect(errorOf(status)?.message).toContain('closed');
      const first = await list({ first: 1000 }, admin);
      expect(codeOf(first)).toBe('BAD_USER_INPUT');
      expect(errorOf(first)?.message).toBe('first must be between 1 and 100');
      const after = await list({ after: 'not-a-cursor' }, admin);
      expect(codeOf(after)).toBe('BAD_USER_INPUT');
      expect(errorOf(after)?.message).toBe('after is not a valid cursor');
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager', async () => {
      expect(codeOf(await list({}))).toBe('UNAUTHENTICATED');
      const forbidden = await list({}, manager);
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      expect(forbidden.body.data ?? null).toBeNull();
    });
  });

  describe('bugReport', () => {
    it('[ENT-06] gives the whole report: description, page, user agent, technical info, console log, credits', async () => {
      const res = await detail(withShot, admin);
      expect(res.body).toEqual({
        data: {
          bugReport: {
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
            reporter: { id: manager.user.id, firstName: 'Test', lastName: 'User', email: manager.user.email },
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          },
        },
      });
      expect((await detail(withoutShot, superuser)).body.data.bugReport.hasScreenshot).toBe(false);
    });

    it('answers null for an unknown report and for an id that is not a UUID', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await detail(id, admin);
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.bugReport).toBeNull();
      }
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager', async () => {
      expect(codeOf(await detail(withShot))).toBe('UNAUTHENTICATED');
      const forbidden = await detail(withShot, manager);
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      expect(forbidden.body.data?.bugReport ?? null).toBeNull();
    });
  });

  describe('setBugReportStatus', () => {
    it('changes the status (new -> triaged -> wont_fix), as admin and as superuser', async () => {
      const id = await fileReport(manager, `Status flow ${randomUUID()}`);
      const triaged = await setStatus(id, 'triaged', admin);
      expect(triaged.body.errors).toBeUndefined();
      expect(triaged.body.data.setBugReportStatus).toEqual({
        id,
        status: 'triaged',
        reporter: { email: manager.user.email },
      });
      expect((await detail(id, admin)).body.data.bugReport.status).toBe('triaged');
      const wontFix = await setStatus(id, 'wont_fix', superuser);
      expect(wontFix.body.data.setBugReportStatus.status).toBe('wont_fix');
      expect(await statusInDb(id)).toBe('wont_fix');
    });

    // The schema refuses these before the resolver runs; its message names what is wrong.
    it('refuses a bad, missing or mistyped status with BAD_USER_INPUT, changing nothing', async () => {
      const id = await fileReport(manager, `Bad status ${randomUUID()}`);
      for (const status of ['closed', undefined, 7]) {
        const res = await setStatus(id, status, admin);
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
        expect(errorOf(res)?.message).toContain('status');
        expect(res.body.data ?? null).toBeNull();
      }
      const renamed = await gql(
        bff,
        `mutation { setBugReportStatus(id: "${id}", status: fixed, title: "renamed") { id } }`,
        {},
        admin.auth,
      );
      expect(codeOf(renamed)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(errorOf(renamed)?.message).toContain('title');
      expect(await statusInDb(id)).toBe('new');
      const notUuid = await setStatus('not-a-uuid', 'fixed', admin);
      expect(codeOf(notUuid)).toBe('BAD_USER_INPUT');
      expect(errorOf(notUuid)?.extensions?.fields).toEqual({ id: ['id must be a UUID'] });
      expect(codeOf(await setStatus(randomUUID(), 'fixed', admin))).toBe('BUG_REPORT_NOT_FOUND');
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a session and FORBIDDEN to a manager, changing nothing', async () => {
      expect(codeOf(await setStatus(withoutShot, 'fixed'))).toBe('UNAUTHENTICATED');
      expect(codeOf(await setStatus(withoutShot, 'fixed', manager))).toBe('FORBIDDEN');
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
        const [row] = (await ownerDataSource(services.engagement).query(
          `SELECT screenshot_key FROM "engagement"."bug_report" WHERE id = $1`,
          [withShot],
        )) as {
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
      const [row] = (await ownerDataSource(services.engagement).query(
        `SELECT screenshot_key FROM "engagement"."bug_report" WHERE id = $1`,
        [gone],
      )) as {
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
