import { requestJson, type RunningApp } from '@pm/kit/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, registerCompany, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

/** What Vite writes with html.cspNonce (web/vite.config.ts), shortened. */
const INDEX_HTML =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
  '<script type="module" crossorigin nonce="__CSP_NONCE__" src="/assets/index-AbC123.js"></script>' +
  '<link rel="stylesheet" crossorigin nonce="__CSP_NONCE__" href="/assets/index-AbC123.css"></head>' +
  '<body><div id="root"></div></body></html>';

/** A real 2x2 PNG (made by libvips, so its checksums hold and it decodes). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d240000000970485973000003e8000003e8' +
    '01b57b526b0000001149444154089963505a95f61f8419600c004a5008c5ebcca6ec0000000049454e44ae426082',
  'hex',
);

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The policy as directive -> sources, so a test names exactly what each directive allows. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  if (!header) throw new Error(`no Content-Security-Policy on ${response.url}`);
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const nonceInPage = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];

/** Sent with every answer, page, file, JSON or error. */
function expectEveryAnswerHeaders(response: Response, frameOptions = 'DENY'): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe(frameOptions);
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // Tests run over plain HTTP and not in production: HSTS is checked on a production bff below.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

/** The SPA's policy: scripts from the site only, styles from the site or with this answer's nonce. */
function expectSpaPolicy(response: Response, html: string, frameAncestors: string): void {
  const policy = policyOf(response);
  const nonce = nonceInPage(html);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(html).not.toContain('__CSP_NONCE__');
  expect(Object.fromEntries(policy)).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'report-sample'"],
    'style-src': ["'self'", "'report-sample'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  });
  expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval|data:/);
}

/** JSON and files other than the SPA's: nothing may load, run or frame them. */
function expectApiPolicy(response: Response): void {
  expect(Object.fromEntries(policyOf(response))).toEqual({
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
}

describe('bff security headers (CSP, nosniff, framing, referrer, HSTS) and no-store on authenticated answers', () => {
  let services: Services;
  let bff: RunningApp;
  let dist: string;
  let storageDir: string;
  let manager: Session;
  let admin: Session;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pm-web-dist-'));
    storageDir = mkdtempSync(join(tmpdir(), 'pm-security-uploads-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), WEB_DIST: dist, STORAGE_DIR: storageDir });
    const account = await registerCompany(bff);
    manager = await login(bff, account.email, account.password);
    const staff = await createUser(services.identity, { role: 'admin' });
    admin = await login(bff, staff.email, IDENTITY_PASSWORD);
  });

  afterAll(async () => {
    await bff?.close();
    await services?.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
  });

  describe("the SPA's index.html", () => {
    it('is sent under a strict policy with a fresh style nonce, framed by nobody', async () => {
      for (const path of ['/', '/dashboard', '/properties/123?tab=a', '/index.html', '/index.html?__WB_REVISION__=1']) {
        const response = await fetch(`${bff.url}${path}`);
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expectSpaPolicy(response, html, "'none'");
        expectEveryAnswerHeaders(response);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        // A validator would let a browser pair its cached page (old nonce) with a new header (new nonce).
        expect(response.headers.get('etag')).toBeNull();
        expect(response.headers.get('last-modified')).toBeNull();
      }
    });

    it('names the nonce of its own page and a new one on every answer', async () => {
      const nonces = new Set<string | undefined>();
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(`${bff.url}/login`);
        const html = await response.text();
        const nonce = nonceInPage(html);
        expect(policyOf(response).get('style-src')).toContain(`'nonce-${nonce}'`);
        expect(html.match(new RegExp(`nonce="${nonce?.replace(/[+/]/g, '\\$&')}"`, 'g'))).toHaveLength(3);
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(5);
    });
  });

  it('[WID-10] /support-bot may be framed by the app itself, and only by it', async () => {
    for (const path of ['/support-bot', '/support-bot?country=UK']) {
      const response = await fetch(`${bff.url}${path}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<div id="root">');
      expectSpaPolicy(response, html, "'self'");
      expectEveryAnswerHeaders(response, 'SAMEORIGIN');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('a hashed asset keeps its year-long cache, with nosniff and the rest', async () => {
    const response = await fetch(`${bff.url}/assets/index-AbC123.js`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(LONG_CACHE);
    expectEveryAnswerHeaders(response);
    expect(policyOf(response).get('script-src')).toEqual(["'self'", "'report-sample'"]);
  });

  it("the service worker script is under the SPA's policy, which lets it fetch the app's own files", async () => {
    const response = await fetch(`${bff.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(policyOf(response).get('connect-src')).toEqual(["'self'"]);
    expect(policyOf(response).get('worker-src')).toEqual(["'self'"]);
    expectEveryAnswerHeaders(response);
  });

  describe('public REST answers', () => {
    it('the public blog keeps its own caching and gets the locked-down API policy', async () => {
      for (const path of ['/api/blog/posts', '/api/settings/public']) {
        const response = await fetch(`${bff.url}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBeNull();
        expectApiPolicy(response);
        expectEveryAnswerHeaders(response);
      }
    });

    it('a blog cover keeps its year-long cache for visitors, and is no-store when fetched with a bearer', async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'cover.png');
      const uploaded = await fetch(`${bff.url}/api/admin/blog/cover-images`, {
        method: 'POST',
        headers: admin.auth,
        body: form,
      });
      expect(uploaded.status).toBe(201);
      expect(uploaded.headers.get('cache-control')).toBe('no-store');
      const { url } = ((await uploaded.json()) as { data: { url: string } }).data;

      const visitor = await fetch(`${bff.url}${url}`);
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get('cache-control')).toBe(LONG_CACHE);
      expectEveryAnswerHeaders(visitor);
      expectApiPolicy(visitor);

      const signedIn = await fetch(`${bff.url}${url}`, { headers: manager.auth });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('authenticated answers are never stored', () => {
    it('REST with a bearer: /api/user, /api/properties and /api/companies/current', async () => {
      for (const path of ['/api/user', '/api/properties', '/api/companies/current']) {
        const response = await fetch(`${bff.url}${path}`, { headers: manager.auth });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expectApiPolicy(response);
        expectEveryAnswerHeaders(response);
      }
    });

    it('GraphQL, by POST and by GET, with a bearer and without', async () => {
      const answers = [
        await fetch(`${bff.url}/graphql`, {
          method: 'POST',
          headers: { ...manager.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ me { id } }' }),
        }),
        await fetch(`${bff.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`, {
          headers: { ...manager.auth, 'apollo-require-preflight': 'true' },
        }),
        await fetch(`${bff.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        }),
      ];
      for (const response of answers) {
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expectApiPolicy(response);
        expectEveryAnswerHeaders(response);
      }
    });

    it('the sign-in and refresh answers, which carry tokens', async () => {
      const signIn = await fetch(`${bff.url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.user.email, password: IDENTITY_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('cache-control')).toBe('no-store');
      const refresh = await fetch(`${bff.url}/api/auth/token/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: admin.refreshToken }),
      });
      expect(refresh.status).toBe(200);
      expect(refresh.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('error answers carry the same headers', () => {
    it('401 without a bearer, 401 with a bad one, 403 for the wrong role, JSON 404s and a 400', async () => {
      const cases: [Response, number, string | null][] = [
        [await fetch(`${bff.url}/api/user`), 401, null],
        [await fetch(`${bff.url}/api/user`, { headers: { authorization: 'Bearer not-a-token' } }), 401, 'no-store'],
        [
          await fetch(`${bff.url}/api/admin/contact-submissions/export.csv`, { headers: manager.auth }),
          403,
          'no-store',
        ],
        [await fetch(`${bff.url}/api/no-such-thing`), 404, null],
        [await fetch(`${bff.url}/api/no-such-thing`, { method: 'POST' }), 404, null],
        [await fetch(`${bff.url}/assets/missing.js`), 404, null],
        [
          await fetch(`${bff.url}/api/auth/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'not an email' }),
          }),
          400,
          'no-store',
        ],
      ];
      for (const [response, status, cacheControl] of cases) {
        expect([response.url, response.status]).toEqual([response.url, status]);
        expect((await response.json()) as unknown).toMatchObject({ success: false, statusCode: status });
        expect(response.headers.get('cache-control')).toBe(cacheControl);
        expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
        expectEveryAnswerHeaders(response);
      }
    });

    it('a GraphQL refusal is no-store too', async () => {
      const response = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expectEveryAnswerHeaders(response);
    });
  });

  describe('in production', () => {
    let production: RunningApp;

    beforeAll(async () => {
      production = await startBff({ ...serviceEnv(services), WEB_DIST: dist, NODE_ENV: 'production' });
    });
    afterAll(() => production?.close());

    it('adds HSTS to every answer and asks the SPA to upgrade insecure requests', async () => {
      const page = await fetch(`${production.url}/login`);
      const api = await requestJson(`${production.url}/api/blog/posts`);
      const asset = await fetch(`${production.url}/assets/index-AbC123.js`);
      for (const hsts of [page.headers.get('strict-transport-security'), api.headers.get('strict-transport-security')])
        expect(hsts).toBe('max-age=31536000; includeSubDomains');
      expect(asset.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(page).get('upgrade-insecure-requests')).toEqual([]);
      expect(policyOf(page).get('script-src')).toEqual(["'self'", "'report-sample'"]);
    });
  });
});
