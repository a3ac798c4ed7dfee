import { internalHeaders, makeCaller, ownerDataSource, requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  uniqueEmail,
  type Services,
  type Session,
} from './harness';

const UNAUTHENTICATED = {
  success: false,
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Authentication required',
};
const NOT_AN_IMAGE = 'Screenshot must be an image (PNG, JPEG, WebP or GIF)';
const SUBMITTED = 'Your information has been submitted. Our team will contact you shortly.';

/** A real 2x2 PNG (made by libvips, so its checksums hold and it decodes). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d240000000970485973000003e8000003e8' +
    '01b57b526b0000001149444154089963505a95f61f8419600c004a5008c5ebcca6ec0000000049454e44ae426082',
  'hex',
);

const CONTACT_SUBMISSIONS = /* GraphQL */ `
  query Inbox($first: Int, $after: String, $q: String, $source: ContactSource, $status: ContactStatus) {
    contactSubmissions(first: $first, after: $after, q: $q, source: $source, status: $status) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          fullName
          email
          company
          phone
          message
          source
          status
          page
          submittedAt
          transcript {
            type
            content
          }
        }
      }
    }
  }
`;

describe('bff: public site, widgets and bug reports (engagement REST of spec §7)', () => {
  let services: Services;
  let bff: RunningApp;
  let storageDir: string;

  const isSession = (value: Session | Record<string, string>): value is Session => typeof value.token === 'string';
  const post = (path: string, body: unknown, as?: Session | Record<string, string>) =>
    requestJson(`${bff.url}${path}`, { body, headers: !as ? {} : isSession(as) ? as.auth : as });
  const get = (path: string, session?: Session) => requestJson(`${bff.url}${path}`, { headers: session?.auth ?? {} });

  async function signedUpCompany(name = 'Test Lettings'): Promise<Session> {
    const account = await registerCompany(bff, name);
    return login(bff, account.email, account.password);
  }

  async function staff(role: 'admin' | 'superuser' | 'manager' | 'tenant', companyId?: string): Promise<Session> {
    const user = await createUser(services.identity, { role, companyId });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }

  const storedFiles = () =>
    existsSync(join(storageDir, 'bug-reports')) ? readdirSync(join(storageDir, 'bug-reports')).sort() : [];
  const engagementDb = () => ownerDataSource(services.engagement);

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'pm-uploads-'));
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), STORAGE_DIR: storageDir, CONTACT_LIMIT_PER_IP: '10000' });
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  describe('POST /api/sales-bot/query', () => {
    it('[CALL-10] answers "How long is the free trial?" with the 100 days and its source, for visitors', async () => {
      const res = await post('/api/sales-bot/query', { query: 'How long is the free trial?' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          answer: expect.stringContaining('100 days'),
          source: { id: expect.any(String), question: expect.any(String) },
        },
      });
    });

    it('[CALL-10] refuses a missing, blank, long or non-string query with 400 and a message', async () => {
      for (const body of [{}, { query: '   ' }, { query: 'x'.repeat(501) }, { query: 42 }, { query: 'hi', extra: 1 }]) {
        const res = await post('/api/sales-bot/query', body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, statusCode: 400, message: expect.any(String) });
      }
      const malformed = await requestJson(`${bff.url}/api/sales-bot/query`, { rawBody: '{"query":' });
      expect(malformed.status).toBe(400);
    });
  });

  describe('POST /api/contact/contact-submissions', () => {
    const submission = (overrides: Record<string, unknown> = {}) => ({
      fullName: 'Priya Shah',
      email: uniqueEmail('prospect'),
      company: 'Shah Lettings',
      phone: '07700 900123',
      message: 'We manage 40 flats in Leeds and would like a demo.',
      metadata: {
        submittedFrom: 'sales_bot',
        submittedAt: new Date().toISOString(),
        transcript: [
          { type: 'bot', content: 'Hello! How can I help?' },
          { type: 'user', content: 'How long is the free trial?' },
        ],
        page: '/',
      },
      ...overrides,
    });

    it('[CALL-11] [ENT-05] stores a visitor submission and answers its id with the success message', async () => {
      const body = submission({ company: null, phone: null });
      const res = await post('/api/contact/contact-submissions', body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, data: { id: expect.any(String) }, message: SUBMITTED });
      const [row] = await engagementDb().query(
        `SELECT company_id, email, company, phone, source FROM "engagement"."contact_submission" WHERE id = $1`,
        [res.body.data.id],
      );
      expect(row).toEqual({ company_id: null, email: body.email, company: null, phone: null, source: 'sales_bot' });
    });

    it("[CALL-11] binds a signed-in sender's submission to their company; a stale bearer still submits as a visitor", async () => {
      const session = await signedUpCompany();
      const signedIn = await post('/api/contact/contact-submissions', submission(), session);
      expect(signedIn.status).toBe(201);
      const stale = await post('/api/contact/contact-submissions', submission(), { authorization: 'Bearer not.a.jwt' });
      expect(stale.status).toBe(201);
      const rows: { id: string; company_id: string | null }[] = await engagementDb().query(
        `SELECT id, company_id FROM "engagement"."contact_submission" WHERE id = ANY($1)`,
        [[signedIn.body.data.id, stale.body.data.id]],
      );
      const companyOf = Object.fromEntries(rows.map((r) => [r.id, r.company_id]));
      expect(companyOf[signedIn.body.data.id]).toBe(session.user.companyId);
      expect(companyOf[stale.body.data.id]).toBeNull();
    });

    it('[CALL-11] [ENT-05] refuses bad fields with 400, per-field messages and a readable message, storing nothing', async () => {
      const email = 'not-an-email';
      const res = await post('/api/contact/contact-submissions', submission({ email, fullName: '' }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.message).toMatch(/^Invalid input: /);
      expect(Object.keys(res.body.details.fields)).toEqual(expect.arrayContaining(['email', 'fullName']));
      const bad = [
        submission({ metadata: { submittedFrom: 'somewhere', submittedAt: new Date().toISOString() } }),
        submission({ metadata: undefined }),
        submission({ message: '' }),
        submission({ phone: 'call me' }),
        submission({ isAdmin: true }),
      ];
      for (const body of bad) expect((await post('/api/contact/contact-submissions', body)).status).toBe(400);
      const [{ count }] = await engagementDb().query(
        `SELECT count(*)::int AS count FROM "engagement"."contact_submission" WHERE email = $1`,
        [email],
      );
      expect(count).toBe(0);
    });

    it('answers 429 once an address has sent CONTACT_LIMIT_PER_IP submissions in the window', async () => {
      const limited = await startBff({ ...serviceEnv(services), STORAGE_DIR: storageDir, CONTACT_LIMIT_PER_IP: '2' });
      try {
        const send = () => requestJson(`${limited.url}/api/contact/contact-submissions`, { body: submission() });
        expect((await send()).status).toBe(201);
        expect((await send()).status).toBe(201);
        const refused = await send();
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          success: false,
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: expect.stringMatching(/too many/i),
        });
        // The other public routes are not limited by it.
        const query = await requestJson(`${limited.url}/api/sales-bot/query`, { body: { query: 'pricing' } });
        expect(query.status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe('POST /api/bug-reports', () => {
    const form = (fields: Record<string, string> = {}, screenshot?: { bytes: Buffer; type: string; name: string }) => {
      const data = new FormData();
      const values = {
        title: 'Rent schedule shows the wrong due day',
        description: 'On the lease page the schedule starts on the 2nd although the due day is the 1st.',
        currentUrl: 'http://localhost:3000/dashboard',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        consoleLog: JSON.stringify([
          { type: 'error', message: 'Failed to load resource', timestamp: '2026-01-05T10:00:00.000Z' },
        ]),
        technicalInfo: JSON.stringify({
          url: 'http://localhost:3000/dashboard',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
          timestamp: '2026-01-05T10:00:00.000Z',
          viewport: { width: 1280, height: 800 },
          screen: { width: 1920, height: 1080 },
          browser: { cookieEnabled: true, language: 'en-GB', platform: 'Linux x86_64', onLine: true },
        }),
        ...fields,
      };
      for (const [name, value] of Object.entries(values)) data.append(name, value);
      if (screenshot)
        data.append(
          'screenshot',
          new Blob([new Uint8Array(screenshot.bytes)], { type: screenshot.type }),
          screenshot.name,
        );
      return data;
    };
    const submit = async (body: FormData | string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${bff.url}/api/bug-reports`, { method: 'POST', headers, body });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    };
    const balanceOf = async (session: Session) => {
      const res = await gql(bff, '{ creditBalance }', {}, session.auth);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.creditBalance as number;
    };

    it('[CALL-12] [ENT-06] [CONST-07] records a report with its screenshot, credits 50, and the balance is then 50', async () => {
      const session = await signedUpCompany();
      expect(await balanceOf(session)).toBe(0);
      const res = await submit(form({}, { bytes: PNG, type: 'image/png', name: 'capture.png' }), session.auth);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        creditsAwarded: 50,
        message: 'Bug report submitted. It earned 50 credits.',
        data: {
          id: expect.any(String),
          creditsAwarded: 50,
          dailyCreditLimitReached: false,
          creditsLeftToday: 200,
          dailyCreditCap: 250,
          creditsResetAt: expect.any(String),
        },
      });
      const balance = await gql(bff, '{ creditBalance }', {}, session.auth);
      expect(balance.body).toEqual({ data: { creditBalance: 50 } });

      const [row] = await engagementDb().query(
        `SELECT user_id, company_id, title, current_url, console_log, technical_info, screenshot_key,
                screenshot_content_type, credits_awarded
           FROM "engagement"."bug_report" WHERE id = $1`,
        [res.body.data.id],
      );
      expect(row).toMatchObject({
        user_id: session.user.id,
        company_id: session.user.companyId,
        title: 'Rent schedule shows the wrong due day',
        current_url: 'http://localhost:3000/dashboard',
        console_log: [{ type: 'error', message: 'Failed to load resource', timestamp: '2026-01-05T10:00:00.000Z' }],
        technical_info: expect.objectContaining({ viewport: { width: 1280, height: 800 } }),
        screenshot_key: expect.stringMatching(/^bug-reports\/[0-9a-f-]{36}\.png$/),
        screenshot_content_type: 'image/png',
        credits_awarded: 50,
      });
      // Stored re-encoded: the same picture, none of the uploaded bytes trusted as they came.
      const stored = await sharp(readFileSync(join(storageDir, row.screenshot_key))).metadata();
      expect(stored).toMatchObject({ format: 'png', width: 2, height: 2 });
    });

    it('[VAL-05] keeps only the pixels of a screenshot: EXIF (GPS position) is stripped and the photo turned upright', async () => {
      const session = await signedUpCompany();
      const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Tenant phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await submit(form({}, { bytes: photo, type: 'image/jpeg', name: 'photo.jpg' }), session.auth);
      expect(res.status).toBe(201);
      const [row] = await engagementDb().query(
        `SELECT screenshot_key, screenshot_content_type FROM "engagement"."bug_report" WHERE id = $1`,
        [res.body.data.id],
      );
      expect(row.screenshot_content_type).toBe('image/jpeg');
      const stored = await sharp(readFileSync(join(storageDir, row.screenshot_key))).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      // Orientation 6 means "rotate 90°": the stored picture is upright, 20 wide and 40 tall.
      expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    });

    it('[CALL-12] [ENT-06] accepts a report without a screenshot (an empty file input counts as none)', async () => {
      const session = await signedUpCompany();
      const plain = await submit(form({ consoleLog: '', technicalInfo: '' }), session.auth);
      expect(plain.status).toBe(201);
      const empty = await submit(
        form({}, { bytes: Buffer.alloc(0), type: 'application/octet-stream', name: '' }),
        session.auth,
      );
      expect(empty.status).toBe(201);
      expect(await balanceOf(session)).toBe(100);
    });

    it("[CONST-07] credits only the reporter: company A's credits are not visible to company B", async () => {
      const a = await signedUpCompany('A Lettings');
      const b = await signedUpCompany('B Lettings');
      const colleague = await staff('manager', a.user.companyId);
      expect((await submit(form(), a.auth)).status).toBe(201);
      expect(await balanceOf(a)).toBe(50);
      expect(await balanceOf(b)).toBe(0);
      expect(await balanceOf(colleague)).toBe(0);
      expect((await gql(bff, '{ creditBalance }', {}, b.auth)).body.data.creditBalance).toBe(0);
    });

    it('[VAL-05] refuses a screenshot that is not an image by its bytes, whatever its declared type, storing nothing', async () => {
      const session = await signedUpCompany();
      const before = storedFiles();
      for (const fake of [
        { bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png', name: 'shot.png' },
        { bytes: Buffer.from('%PDF-1.7\n1 0 obj'), type: 'image/jpeg', name: 'shot.jpg' },
        // PNG magic numbers in front of data that does not decode
        { bytes: Buffer.concat([PNG.subarray(0, 40), Buffer.from('not pixels')]), type: 'image/png', name: 'cut.png' },
        { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml', name: 'shot.svg' },
      ]) {
        const res = await submit(form({}, fake), session.auth);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          success: false,
          statusCode: 400,
          code: 'INVALID_SCREENSHOT',
          message: NOT_AN_IMAGE,
        });
      }
      expect(storedFiles()).toEqual(before);
      expect(await balanceOf(session)).toBe(0);
    });

    it('refuses a screenshot over 5 MB with 413 and a message, recording nothing', async () => {
      const session = await signedUpCompany();
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await submit(form({}, { bytes: big, type: 'image/png', name: 'huge.png' }), session.auth);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        success: false,
        statusCode: 413,
        code: 'FILE_TOO_LARGE',
        message: 'Screenshot is too large: at most 5 MB',
      });
      expect(await balanceOf(session)).toBe(0);
    });

    it("[CALL-12] answers 400 'Missing required fields' for a blank or missing title or description", async () => {
      const session = await signedUpCompany();
      const blanks: Record<string, string>[] = [{ title: '   ' }, { description: '' }, { title: 'x'.repeat(201) }];
      for (const fields of blanks) {
        const res = await submit(form(fields), session.auth);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, statusCode: 400, message: 'Missing required fields' });
      }
      const data = new FormData();
      data.append('currentUrl', '/dashboard');
      const none = await submit(data, session.auth);
      expect(none.body.message).toBe('Missing required fields');
      expect(Object.keys(none.body.details.fields).sort()).toEqual(['description', 'title']);
      expect(await balanceOf(session)).toBe(0);
    });

    it('refuses bad JSON fields, unknown fields, oversized fields and extra files, leaving no file behind', async () => {
      const session = await signedUpCompany();
      const before = storedFiles();
      const png = { bytes: PNG, type: 'image/png', name: 'a.png' };
      const badJson = await submit(form({ consoleLog: '[{' }, png), session.auth);
      expect(badJson.status).toBe(400);
      expect(Object.keys(badJson.body.details.fields)).toEqual(['consoleLog']);
      expect((await submit(form({ technicalInfo: '[1,2]' }), session.auth)).status).toBe(400);
      // Entries of the wrong shape, unknown or null members are refused member by member before the file is stored.
      const badEntry = await submit(
        form({ consoleLog: JSON.stringify([{ type: 'debug', message: 1 }]) }, png),
        session.auth,
      );
      expect(badEntry.status).toBe(400);
      expect(badEntry.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(badEntry.body.details.fields).sort()).toEqual([
        'consoleLog.0.message',
        'consoleLog.0.timestamp',
        'consoleLog.0.type',
      ]);
      for (const [fields, field] of [
        [{ technicalInfo: JSON.stringify({ url: 'http://x', extra: 1 }) }, 'technicalInfo.extra'],
        [{ technicalInfo: JSON.stringify({ viewport: null }) }, 'technicalInfo.viewport'],
        [{ technicalInfo: JSON.stringify({ viewport: [{ width: 1, height: 1 }] }) }, 'technicalInfo.viewport'],
        [
          { consoleLog: JSON.stringify([{ type: 'log', message: 'm', timestamp: 't', level: 3 }]) },
          'consoleLog.0.level',
        ],
        [{ consoleLog: JSON.stringify([{ type: 'log', message: '\u0000', timestamp: 't' }]) }, 'consoleLog.0.message'],
        [{ title: 'Broken\u0000' }, 'title'],
      ] as const) {
        const odd = await submit(form(fields, png), session.auth);
        expect({ status: odd.status, fields: Object.keys(odd.body.details.fields) }).toEqual({
          status: 400,
          fields: [field],
        });
      }

      const unknown = form();
      unknown.append('creditsAwarded', '5000');
      expect((await submit(unknown, session.auth)).status).toBe(400);
      const big = await submit(form({ description: 'x'.repeat(21 * 1024) }), session.auth);
      expect(big.status).toBe(413);
      expect(big.body.code).toBe('FIELD_TOO_LARGE');
      const twoFiles = form({}, png);
      twoFiles.append('screenshot', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
      expect((await submit(twoFiles, session.auth)).status).toBe(413);
      const wrongFile = form();
      wrongFile.append('attachment', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
      expect((await submit(wrongFile, session.auth)).status).toBe(400);

      expect(storedFiles()).toEqual(before);
      expect(await balanceOf(session)).toBe(0);
    });

    it('answers malformed or non-multipart bodies with 400, never a 5xx', async () => {
      const session = await signedUpCompany();
      const cases: [string, Record<string, string>][] = [
        [
          '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello',
          { 'content-type': 'multipart/form-data; boundary=xyz' },
        ],
        ['garbage without any boundary', { 'content-type': 'multipart/form-data; boundary=xyz' }],
        ['--xyz\r\nNo-Header-End', { 'content-type': 'multipart/form-data; boundary=xyz' }],
        ['title=x', { 'content-type': 'multipart/form-data' }],
        [JSON.stringify({ title: 'x', description: 'y' }), { 'content-type': 'application/json' }],
      ];
      for (const [body, headers] of cases) {
        const res = await submit(body, { ...session.auth, ...headers });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body).toMatchObject({ success: false, statusCode: res.status });
      }
      expect(await balanceOf(session)).toBe(0);
    });

    it('[CALL-12] answers 401 without a valid bearer', async () => {
      expect(await submit(form())).toEqual({ status: 401, body: UNAUTHENTICATED });
      expect(await submit(form(), { authorization: 'Bearer expired.or.forged' })).toEqual({
        status: 401,
        body: UNAUTHENTICATED,
      });
    });
  });

  describe('creditBalance', () => {
    it('answers 0 for a new user and UNAUTHENTICATED without a valid bearer', async () => {
      const session = await signedUpCompany();
      expect((await gql(bff, '{ creditBalance }', {}, session.auth)).body).toEqual({ data: { creditBalance: 0 } });
      for (const headers of [{}, { authorization: 'Bearer expired.or.forged' }] as Record<string, string>[]) {
        const anonymous = await gql(bff, '{ creditBalance }', {}, headers);
        expect(anonymous.body.data ?? null).toBeNull();
        expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('support chat', () => {
    it("keeps a visitor's conversation readable only with its token", async () => {
      const first = await post('/api/support/inbound', { body: 'Do you support Scottish PRTs?', visitorName: 'Ewan' });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        success: true,
        data: {
          conversationId: expect.any(String),
          conversationToken: expect.any(String),
          messages: expect.arrayContaining([expect.objectContaining({ body: 'Do you support Scottish PRTs?' })]),
        },
      });
      const { conversationId, conversationToken } = first.body.data;
      const more = await post('/api/support/inbound', { conversationId, conversationToken, body: 'And HMO licences?' });
      expect(more.status).toBe(201);

      const read = await get(
        `/api/support/conversations/${conversationId}?token=${encodeURIComponent(conversationToken)}`,
      );
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id: conversationId, country: 'UK' });
      expect(read.body.data.messages.map((m: { body: string }) => m.body)).toEqual(
        expect.arrayContaining(['Do you support Scottish PRTs?', 'And HMO licences?']),
      );
      expect((await get(`/api/support/conversations/${conversationId}`)).status).toBe(404);
      expect((await get(`/api/support/conversations/${conversationId}?token=${'x'.repeat(43)}`)).status).toBe(404);
      expect((await get('/api/support/conversations/not-a-uuid')).status).toBe(400);
    });

    it("lists a signed-in user's conversations and hides them from other companies", async () => {
      const a = await signedUpCompany('A Lettings');
      const b = await signedUpCompany('B Lettings');
      const sent = await post('/api/support/inbound', { body: 'How do I add a tenant?' }, a);
      expect(sent.status).toBe(201);
      const { conversationId } = sent.body.data;
      const mine = await get('/api/support/conversations/mine', a);
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ success: true, pageInfo: { total: 1 } });
      expect(mine.body.data.map((c: { id: string }) => c.id)).toEqual([conversationId]);
      expect((await get(`/api/support/conversations/${conversationId}`, a)).status).toBe(200);

      expect((await get('/api/support/conversations/mine', b)).body.data).toEqual([]);
      expect((await get(`/api/support/conversations/${conversationId}`, b)).status).toBe(404);
      expect((await get('/api/support/conversations/mine')).body).toEqual(UNAUTHENTICATED);
    });

    it('refuses bad messages with per-field 400s', async () => {
      for (const body of [
        {},
        { body: '' },
        { body: 'hi', visitorEmail: 'nope' },
        { body: 'hi', country: 'United Kingdom' },
      ]) {
        const res = await post('/api/support/inbound', body);
        expect(res.status).toBe(400);
        expect(res.body.details.fields).toBeDefined();
      }
    });
  });

  describe('public blog', () => {
    async function createPost(publish: boolean) {
      const admin = makeCaller({ role: 'admin' });
      const slug = `letting-notes-${randomUUID().slice(0, 8)}`;
      const created = await requestJson(`${services.engagement.url}/v1/admin/blog/posts`, {
        headers: internalHeaders(admin, 'engagement'),
        body: {
          title: 'Letting notes',
          slug,
          description: 'Notes on letting in England.',
          bodyMarkdown: '## Deposits\n\nProtect within 30 days.',
        },
      });
      expect(created.status).toBe(201);
      if (publish) {
        const published = await requestJson(
          `${services.engagement.url}/v1/admin/blog/posts/${created.body.id}/publish`,
          {
            headers: internalHeaders(admin, 'engagement'),
            body: {},
          },
        );
        expect(published.status).toBe(200);
      }
      return slug;
    }

    it('lists published posts only, paged, for visitors', async () => {
      const published = await createPost(true);
      const draft = await createPost(false);
      const slugs: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 50; i += 1) {
        const res = await get(`/api/blog/posts?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.success).toBe(true);
        slugs.push(...res.body.data.map((p: { slug: string; status: string }) => p.slug));
        expect(res.body.data.every((p: { status: string }) => p.status === 'published')).toBe(true);
        cursor = res.body.pageInfo.nextCursor;
        if (!cursor) break;
      }
      expect(slugs).toContain(published);
      expect(slugs).not.toContain(draft);
      expect((await get('/api/blog/posts?limit=0')).status).toBe(400);
      expect((await get('/api/blog/posts?cursor=garbage')).status).toBe(400);
    });

    it('answers a published post by slug, and 404 for drafts, unknown and malformed slugs', async () => {
      const published = await createPost(true);
      const res = await get(`/api/blog/posts/${published}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        data: { slug: published, title: 'Letting notes', bodyMarkdown: expect.stringContaining('Deposits') },
      });
      for (const slug of [await createPost(false), 'no-such-post', 'Bad_Slug', '..%2F..%2Fetc']) {
        const missing = await get(`/api/blog/posts/${slug}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ success: false, statusCode: 404 });
      }
    });
  });

  describe('GET /api/settings/public', () => {
    it('[CONST-07] answers the public settings to visitors, bug report credits 50 by default', async () => {
      const res = await get('/api/settings/public');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          whatsappNumber: expect.stringMatching(/^\d{8,15}$/),
          supportBotUrl: expect.any(String),
          bugReportCredits: 50,
          operatorLegalName: expect.any(String),
          operatorCompanyNumber: expect.stringMatching(/^([0-9]{8}|[A-Z]{2}[0-9]{6})$/),
          operatorAddress: expect.any(String),
        },
      });
    });
  });

  describe('GraphQL contactSubmissions', () => {
    it('[ENT-05] gives admins the inbox with search and filters', async () => {
      const email = uniqueEmail('inbox');
      const sent = await post('/api/contact/contact-submissions', {
        fullName: 'Morag Campbell',
        email,
        company: null,
        phone: null,
        message: 'Please call about block management in Glasgow.',
        metadata: {
          submittedFrom: 'setup_demo',
          submittedAt: '2026-01-05T10:00:00.000Z',
          page: '/company/setup-demo',
          transcript: [{ type: 'user', content: 'Block management?' }],
        },
      });
      expect(sent.status).toBe(201);
      for (const role of ['admin', 'superuser'] as const) {
        const session = await staff(role);
        const res = await gql(
          bff,
          CONTACT_SUBMISSIONS,
          { q: email, source: 'setup_demo', status: 'new' },
          session.auth,
        );
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.contactSubmissions.totalCount).toBe(1);
        expect(res.body.data.contactSubmissions.edges[0].node).toEqual({
          id: sent.body.data.id,
          fullName: 'Morag Campbell',
          email,
          company: null,
          phone: null,
          message: 'Please call about block management in Glasgow.',
          source: 'setup_demo',
          status: 'new',
          page: '/company/setup-demo',
          submittedAt: '2026-01-05T10:00:00.000Z',
          transcript: [{ type: 'user', content: 'Block management?' }],
        });
        const otherSource = await gql(bff, CONTACT_SUBMISSIONS, { q: email, source: 'sales_bot' }, session.auth);
        expect(otherSource.body.data.contactSubmissions.totalCount).toBe(0);
      }
    });

    it('answers FORBIDDEN to other roles, UNAUTHENTICATED without a token and BAD_USER_INPUT to bad arguments', async () => {
      const landlord = await signedUpCompany();
      const codeOf = (res: Awaited<ReturnType<typeof gql>>) => res.body.errors?.[0]?.extensions?.code;
      expect(codeOf(await gql(bff, CONTACT_SUBMISSIONS, {}, landlord.auth))).toBe('FORBIDDEN');
      expect(codeOf(await gql(bff, CONTACT_SUBMISSIONS, {}, (await staff('tenant')).auth))).toBe('FORBIDDEN');
      expect(codeOf(await gql(bff, CONTACT_SUBMISSIONS))).toBe('UNAUTHENTICATED');
      const admin = await staff('admin');
      expect(codeOf(await gql(bff, CONTACT_SUBMISSIONS, { first: 0 }, admin.auth))).toBe('BAD_USER_INPUT');
      expect(codeOf(await gql(bff, CONTACT_SUBMISSIONS, { q: 'x'.repeat(201) }, admin.auth))).toBe('BAD_USER_INPUT');
      expect(codeOf(await gql(bff, CONTACT_SUBMISSIONS, { source: 'fax' }, admin.auth))).toBeDefined();
    });
  });
});
