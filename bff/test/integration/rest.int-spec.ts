import type { PropertyBody } from '@pm/contracts';
import { ownerDataSource, requestJson, type RunningApp } from '@pm/kit/testing';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequest } from '../../../services/maintenance/test/factories';
import { createProperty } from '../../../services/portfolio/test/factories';
import { login, registerCompany, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

const UNAUTHENTICATED = {
  success: false,
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Authentication required',
};

describe('bff: REST API of spec §7', () => {
  let services: Services;
  let bff: RunningApp;
  const get = (path: string, session?: Session) => requestJson(`${bff.url}${path}`, { headers: session?.auth ?? {} });

  async function signedUpCompany(name = 'Test Lettings'): Promise<Session> {
    const account = await registerCompany(bff, name);
    return login(bff, account.email, account.password);
  }

  async function allPages<T>(path: string, session: Session, limit: number): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i += 1) {
      const res = await get(`${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, session);
      expect(res.status).toBe(200);
      items.push(...(res.body.data as T[]));
      cursor = res.body.pageInfo.nextCursor;
      if (!cursor) break;
    }
    return items;
  }

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  describe('GET /api/user', () => {
    it('[CALL-03] answers the current user with its company', async () => {
      const session = await signedUpCompany('Northern Homes');
      const res = await get('/api/user', session);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toMatchObject({
        id: session.user.id,
        email: session.user.email,
        firstName: 'Lena',
        lastName: 'Landlord',
        role: 'landlord',
        companyId: session.user.companyId,
        company: { id: session.user.companyId, name: 'Northern Homes', logoUrl: null },
      });
      expect(res.body.data.passwordHash).toBeUndefined();
    });

    it('[CALL-03] answers 401 without a token', async () => {
      const res = await get('/api/user');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
    });
  });

  describe('GET /api/companies/current', () => {
    it('[CALL-05] [ENT-02] answers the company name and logoUrl', async () => {
      const session = await signedUpCompany('Castle Estates');
      const res = await get('/api/companies/current', session);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: { id: session.user.companyId, name: 'Castle Estates', logoUrl: null },
      });
    });

    it('[CALL-05] answers 401 without a token', async () => {
      expect((await get('/api/companies/current')).body).toEqual(UNAUTHENTICATED);
    });
  });

  describe('GET /api/properties', () => {
    it("[CALL-04] lists the company's properties page by page with pageInfo", async () => {
      const session = await signedUpCompany();
      const portfolio = ownerDataSource(services.portfolio);
      const created = [];
      for (let i = 0; i < 5; i += 1) created.push(await createProperty(portfolio, session.user.companyId));

      const first = await get('/api/properties?limit=2', session);
      expect(first.status).toBe(200);
      expect(first.body.success).toBe(true);
      expect(first.body.data).toHaveLength(2);
      expect(first.body.pageInfo).toEqual({ nextCursor: expect.any(String), total: 5 });
      expect(first.body.data[0]).toMatchObject({
        companyId: session.user.companyId,
        reference: expect.any(String),
        postcode: 'M14 5AL',
      });

      const all = await allPages<PropertyBody>('/api/properties', session, 2);
      expect(all.map((p) => p.id).sort()).toEqual(created.map((p) => p.id).sort());
    });

    it("[CALL-04] never shows another company's properties, on any page", async () => {
      const a = await signedUpCompany('Company A');
      const b = await signedUpCompany('Company B');
      const portfolio = ownerDataSource(services.portfolio);
      const ofA = await createProperty(portfolio, a.user.companyId);
      await createProperty(portfolio, b.user.companyId);
      await createProperty(portfolio, b.user.companyId);

      const seenByB = await allPages<PropertyBody>('/api/properties', b, 1);
      expect(seenByB).toHaveLength(2);
      expect(seenByB.every((p) => p.companyId === b.user.companyId)).toBe(true);
      expect(seenByB.map((p) => p.id)).not.toContain(ofA.id);
      expect((await get('/api/properties', b)).body.pageInfo.total).toBe(2);
    });

    it('refuses bad paging input with 400 and answers 401 without a token', async () => {
      const session = await signedUpCompany();
      for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=not-a-cursor', 'unknown=1']) {
        const res = await get(`/api/properties?${query}`, session);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, statusCode: 400 });
      }
      expect((await get('/api/properties')).body).toEqual(UNAUTHENTICATED);
    });
  });

  describe('GET /api/maintenance', () => {
    it("[CALL-04] lists the company's requests, filtered by status, never another company's", async () => {
      const a = await signedUpCompany();
      const b = await signedUpCompany();
      const maintenance = ownerDataSource(services.maintenance);
      const reported = await createRequest(maintenance, a.user.companyId, { status: 'reported' });
      const completed = await createRequest(maintenance, a.user.companyId, { status: 'completed' });
      const ofB = await createRequest(maintenance, b.user.companyId);

      const all = await get('/api/maintenance', a);
      expect(all.status).toBe(200);
      expect(all.body.success).toBe(true);
      expect(all.body.pageInfo).toEqual({ nextCursor: null, total: 2 });
      expect(all.body.data.map((r: { id: string }) => r.id).sort()).toEqual([reported.id, completed.id].sort());
      expect(all.body.data.map((r: { id: string }) => r.id)).not.toContain(ofB.id);

      const filtered = await get('/api/maintenance?status=completed', a);
      expect(filtered.body.data.map((r: { id: string }) => r.id)).toEqual([completed.id]);

      const paged = await get('/api/maintenance?limit=1', a);
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.pageInfo.nextCursor).toEqual(expect.any(String));
    });

    it('refuses a bad status or page size with 400 and answers 401 without a token', async () => {
      const session = await signedUpCompany();
      expect((await get('/api/maintenance?status=exploded', session)).status).toBe(400);
      expect((await get('/api/maintenance?limit=1000', session)).status).toBe(400);
      expect((await get('/api/maintenance')).body).toEqual(UNAUTHENTICATED);
    });
  });

  describe('health', () => {
    it('GET /healthz answers ok and /readyz is ready when every service is', async () => {
      expect(await get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    });

    it('GET /readyz answers 503 naming the services that are down', async () => {
      const degraded = await startBff({
        ...serviceEnv(services),
        ENGAGEMENT_URL: 'http://127.0.0.1:1',
        MAINTENANCE_URL: 'http://127.0.0.1:2',
      });
      try {
        const res = await requestJson(`${degraded.url}/readyz`);
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ success: false, statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
        expect(res.body.details.down.sort()).toEqual(['engagement', 'maintenance']);
        expect((await requestJson(`${degraded.url}/healthz`)).status).toBe(200);
      } finally {
        await degraded.close();
      }
    });

    it('answers a call that needs a service that is down with 503, not a crash', async () => {
      const degraded = await startBff({ ...serviceEnv(services), PORTFOLIO_URL: 'http://127.0.0.1:1' });
      try {
        const session = await signedUpCompany();
        const res = await requestJson(`${degraded.url}/api/properties`, { headers: session.auth });
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      } finally {
        await degraded.close();
      }
    });
  });

  describe('the built SPA', () => {
    let spa: RunningApp;
    let dist: string;
    beforeAll(async () => {
      dist = mkdtempSync(join(tmpdir(), 'pm-web-dist-'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
      writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
      spa = await startBff({ ...serviceEnv(services), WEB_DIST: dist });
    });
    afterAll(async () => {
      await spa?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('answers index.html, never cached, for client routes', async () => {
      for (const path of ['/', '/login', '/properties/123', '/admin/users?x=1']) {
        const res = await fetch(`${spa.url}${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).toContain('<div id="root">');
      }
    });

    it('serves hashed assets with a long cache and other files revalidated', async () => {
      const asset = await fetch(`${spa.url}/assets/index-AbC123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const manifest = await fetch(`${spa.url}/manifest.webmanifest`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
    });

    it('keeps JSON 404s for missing files and API paths', async () => {
      for (const path of [
        '/assets/missing.js',
        '/api/nothing-here',
        '/graphql/x',
        '/healthz/x',
        '/../../etc/passwd.txt',
      ]) {
        const res = await requestJson(`${spa.url}${path}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, statusCode: 404 });
      }
    });
  });
});
