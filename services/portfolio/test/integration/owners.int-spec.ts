import type { Page, PropertyOwnerBody } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, type RunningApp, startTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { createOwner } from '../factories';

describe('portfolio owners (integration)', () => {
  let running: RunningApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    running = await startTestApp(AppModule);
    dataSource = running.app.get(DataSource);
  });

  afterAll(async () => {
    await running.close();
  });

  const get = <T = any>(path: string, headers: Record<string, string>) =>
    requestJson<T>(`${running.url}${path}`, { headers });

  it('batch-reads owners by ids with the contract body, leaving out unknown ids', async () => {
    const caller = makeCaller();
    const a = await createOwner(dataSource, caller.companyId, {
      name: 'Margaret Holloway',
      managementFeePercent: 8.75,
    });
    const b = await createOwner(dataSource, caller.companyId, { email: null, phone: '07700 900123' });

    const res = await get<{ items: PropertyOwnerBody[] }>(
      `/v1/owners?ids=${b.id},${randomUUID()},${a.id}`,
      internalHeaders(caller),
    );

    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        id: b.id,
        companyId: caller.companyId,
        name: b.name,
        email: null,
        phone: '07700 900123',
        managementFeePercent: 10.5,
        spendingLimitPence: 25_000,
      },
      {
        id: a.id,
        companyId: caller.companyId,
        name: 'Margaret Holloway',
        email: a.email,
        phone: null,
        managementFeePercent: 8.75,
        spendingLimitPence: 25_000,
      },
    ]);
  });

  it('pages through owners ordered by name, ties broken by id', async () => {
    const caller = makeCaller();
    const names = ['Okafor', 'Holloway', 'MacLeod', 'Holloway', 'Adams'];
    for (const name of names) await createOwner(dataSource, caller.companyId, { name });

    const seen: PropertyOwnerBody[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const res = await get<Page<PropertyOwnerBody>>(`/v1/owners${query}`, internalHeaders(caller));
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen.map((o) => o.name)).toEqual(['Adams', 'Holloway', 'Holloway', 'MacLeod', 'Okafor']);
    expect(new Set(seen.map((o) => o.id)).size).toBe(5);
  });

  it('reads one owner by id', async () => {
    const caller = makeCaller();
    const owner = await createOwner(dataSource, caller.companyId);
    const res = await get<PropertyOwnerBody>(`/v1/owners/${owner.id}`, internalHeaders(caller));
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(owner.id);
  });

  it.each([
    ['limit 0', '/v1/owners?limit=0'],
    ['limit 101', '/v1/owners?limit=101'],
    ['bad cursor', '/v1/owners?cursor=%%%'],
    ['non-UUID in ids', `/v1/owners?ids=${randomUUID()},nope`],
    ['non-UUID id in path', '/v1/owners/42'],
  ])('answers 400 for %s', async (_name, path) => {
    const res = await get(path, internalHeaders(makeCaller()));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers 401 without the internal token or without a caller', async () => {
    const caller = makeCaller();
    const noToken = internalHeaders(caller);
    delete noToken['x-internal-token'];
    expect((await get('/v1/owners', noToken)).status).toBe(401);
    expect((await get('/v1/owners', internalHeaders())).status).toBe(401);
  });

  it("never shows company A's owner to company B", async () => {
    const a = makeCaller();
    const b = makeCaller();
    const owner = await createOwner(dataSource, a.companyId);

    const byId = await get(`/v1/owners/${owner.id}`, internalHeaders(b));
    expect(byId.status).toBe(404);
    expect(byId.body.code).toBe('OWNER_NOT_FOUND');

    const batch = await get<{ items: PropertyOwnerBody[] }>(`/v1/owners?ids=${owner.id}`, internalHeaders(b));
    expect(batch.body.items).toEqual([]);

    const list = await get<Page<PropertyOwnerBody>>('/v1/owners', internalHeaders(b));
    expect(list.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });
});
