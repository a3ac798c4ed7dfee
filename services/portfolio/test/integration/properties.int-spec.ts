import type { Page, PortfolioCounts, PropertyBody } from '@pm/contracts';
import { internalHeaders, makeCaller, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { createOwner, createProperty } from '../factories';

describe('portfolio properties (integration)', () => {
  const running = useTestApp(AppModule);

  it('returns one property by id with the contract body', async () => {
    const caller = makeCaller();
    const owner = await createOwner(running.dataSource, caller.companyId);
    const property = await createProperty(running.dataSource, caller.companyId, {
      ownerId: owner.id,
      addressLine2: 'Rusholme',
      status: 'let',
      furnished: true,
      monthlyRentPence: 123_456,
    });

    const res = await running.get<PropertyBody>(`/v1/properties/${property.id}`, internalHeaders(caller));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: property.id,
      companyId: caller.companyId,
      reference: property.reference,
      addressLine1: property.addressLine1,
      addressLine2: 'Rusholme',
      city: 'Manchester',
      postcode: 'M14 5AL',
      nation: 'england',
      type: 'flat',
      bedrooms: 2,
      bathrooms: 1,
      furnished: true,
      status: 'let',
      ownerId: owner.id,
      buildingFactorId: null,
      monthlyRentPence: 123_456,
      hasGasSupply: true,
      licence: 'none',
      hasCommonParts: false,
      epcRating: null,
      epcMinimumExempt: false,
      archivedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it('pages through every property in reference order with no duplicates or gaps', async () => {
    const caller = makeCaller();
    const created = [];
    for (const reference of ['NGL-007', 'NGL-002', 'NGL-005', 'NGL-001', 'NGL-006', 'NGL-003', 'NGL-004']) {
      created.push(await createProperty(running.dataSource, caller.companyId, { reference }));
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3';
      const res = await running.get<Page<PropertyBody>>(`/v1/properties${query}`, internalHeaders(caller));
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(7);
      expect(res.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.items.map((item) => item.reference));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toEqual(['NGL-001', 'NGL-002', 'NGL-003', 'NGL-004', 'NGL-005', 'NGL-006', 'NGL-007']);
    expect(new Set(seen).size).toBe(created.length);
  });

  it('uses a default page size of 25 and reports the company total', async () => {
    const caller = makeCaller();
    for (let i = 0; i < 27; i += 1) await createProperty(running.dataSource, caller.companyId);

    const first = await running.get<Page<PropertyBody>>('/v1/properties', internalHeaders(caller));
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(25);
    expect(first.body.total).toBe(27);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const second = await running.get<Page<PropertyBody>>(
      `/v1/properties?cursor=${encodeURIComponent(first.body.nextCursor!)}`,
      internalHeaders(caller),
    );
    expect(second.body.items).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
  });

  it('answers an empty page for a company with no properties', async () => {
    const res = await running.get<Page<PropertyBody>>('/v1/properties', internalHeaders(makeCaller()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('batch-reads properties by ids in the order asked', async () => {
    const caller = makeCaller();
    const a = await createProperty(running.dataSource, caller.companyId);
    const b = await createProperty(running.dataSource, caller.companyId);
    const c = await createProperty(running.dataSource, caller.companyId);

    const res = await running.get<{ items: PropertyBody[] }>(
      `/v1/properties?ids=${c.id},${a.id},${randomUUID()},${b.id}`,
      internalHeaders(caller),
    );

    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['items']);
    expect(res.body.items.map((item) => item.id)).toEqual([c.id, a.id, b.id]);
  });

  it('answers an empty batch for an empty ids list', async () => {
    const res = await running.get('/v1/properties?ids=', internalHeaders(makeCaller()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [] });
  });

  it('leaves the total out when asked with count=false, and pages the same', async () => {
    const caller = makeCaller();
    for (let i = 0; i < 4; i += 1) await createProperty(running.dataSource, caller.companyId);
    const counted = await running.get<Page<PropertyBody>>('/v1/properties?limit=3', internalHeaders(caller));
    const uncounted = await running.get<Page<PropertyBody>>(
      '/v1/properties?limit=3&count=false',
      internalHeaders(caller),
    );
    expect(counted.body.total).toBe(4);
    expect(uncounted.status).toBe(200);
    expect('total' in uncounted.body).toBe(false);
    expect(uncounted.body.items).toEqual(counted.body.items);
    expect(uncounted.body.nextCursor).toBe(counted.body.nextCursor);
  });

  it("reads each property's owner in the same call with include=owner (name and contacts, null without one)", async () => {
    const caller = makeCaller();
    const owner = await createOwner(running.dataSource, caller.companyId, { name: 'Ada Owner' });
    const owned = await createProperty(running.dataSource, caller.companyId, { ownerId: owner.id, reference: 'A-1' });
    const unowned = await createProperty(running.dataSource, caller.companyId, { ownerId: null, reference: 'A-2' });
    const res = await running.get<Page<PropertyBody>>('/v1/properties?include=owner', internalHeaders(caller));
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => [item.id, item.owner])).toEqual([
      [owned.id, { id: owner.id, name: 'Ada Owner', email: owner.email, phone: owner.phone }],
      [unowned.id, null],
    ]);
    const plain = await running.get<Page<PropertyBody>>('/v1/properties', internalHeaders(caller));
    expect(plain.body.items.every((item) => !('owner' in item))).toBe(true);
  });

  it('counts the properties of the caller company only', async () => {
    const caller = makeCaller();
    await createProperty(running.dataSource, caller.companyId);
    await createProperty(running.dataSource, caller.companyId);
    await createProperty(running.dataSource, makeCaller().companyId);

    const res = await running.get<PortfolioCounts>('/v1/counts', internalHeaders(caller));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ properties: 2 });
  });

  describe('bad input', () => {
    it.each([
      ['limit 0', '/v1/properties?limit=0'],
      ['limit 101', '/v1/properties?limit=101'],
      ['limit not a number', '/v1/properties?limit=ten'],
      ['limit fractional', '/v1/properties?limit=2.5'],
      ['cursor not base64 JSON', '/v1/properties?cursor=not-a-cursor'],
      [
        'cursor with a non-UUID id',
        `/v1/properties?cursor=${Buffer.from(JSON.stringify(['NGL-001', 'x'])).toString('base64url')}`,
      ],
      [
        'cursor of the wrong shape',
        `/v1/properties?cursor=${Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')}`,
      ],
      ['unknown query parameter', '/v1/properties?order=reference'],
      ['a sort the list does not offer', '/v1/properties?sort=rent'],
      ['count neither true nor false', '/v1/properties?count=maybe'],
      ['an unknown relation to include', '/v1/properties?include=notes'],
      ['non-UUID in ids', '/v1/properties?ids=abc'],
      ['non-UUID id in path', '/v1/properties/not-a-uuid'],
      ['SQL in path id', "/v1/properties/1'%20OR%20'1'='1"],
    ])('answers 400 for %s', async (_name, path) => {
      const res = await running.get(path, internalHeaders(makeCaller()));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        statusCode: 400,
        code: expect.any(String),
        message: expect.any(String),
      });
    });

    it('names the failing field for a bad limit', async () => {
      const res = await running.get('/v1/properties?limit=101', internalHeaders(makeCaller()));
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.fields.limit).toEqual(expect.any(Array));
    });

    it('answers 400 for more than 100 ids', async () => {
      const ids = Array.from({ length: 101 }, () => randomUUID()).join(',');
      const res = await running.get(`/v1/properties?ids=${ids}`, internalHeaders(makeCaller()));
      expect(res.status).toBe(400);
    });

    it('answers 404 for an unknown property id', async () => {
      const res = await running.get(`/v1/properties/${randomUUID()}`, internalHeaders(makeCaller()));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, statusCode: 404, code: 'PROPERTY_NOT_FOUND' });
    });
  });

  describe('internal auth and caller context', () => {
    it('answers 401 without the internal token', async () => {
      const caller = makeCaller();
      const property = await createProperty(running.dataSource, caller.companyId);
      const headers = internalHeaders(caller);
      delete headers['x-internal-token'];

      for (const path of ['/v1/properties', `/v1/properties/${property.id}`, '/v1/counts']) {
        const res = await running.get(path, headers);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('INTERNAL_AUTH_REQUIRED');
      }
    });

    it('answers 401 with a wrong internal token', async () => {
      const res = await running.get('/v1/properties', {
        ...internalHeaders(makeCaller()),
        'x-internal-token': 'x'.repeat(48),
      });
      expect(res.status).toBe(401);
    });

    it('answers 401 without caller headers', async () => {
      for (const path of ['/v1/properties', `/v1/properties/${randomUUID()}`, '/v1/counts']) {
        const res = await running.get(path, internalHeaders());
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('CALLER_REQUIRED');
      }
    });
  });

  describe('company isolation', () => {
    it("never shows company A's property to company B (by id, list or batch)", async () => {
      const a = makeCaller();
      const b = makeCaller();
      const property = await createProperty(running.dataSource, a.companyId);
      const own = await createProperty(running.dataSource, b.companyId);

      const byId = await running.get(`/v1/properties/${property.id}`, internalHeaders(b));
      expect(byId.status).toBe(404);
      expect(byId.body.code).toBe('PROPERTY_NOT_FOUND');

      const list = await running.get<Page<PropertyBody>>('/v1/properties?limit=100', internalHeaders(b));
      expect(list.body.items.map((item) => item.id)).toEqual([own.id]);
      expect(list.body.total).toBe(1);

      const batch = await running.get<{ items: PropertyBody[] }>(
        `/v1/properties?ids=${property.id},${own.id}`,
        internalHeaders(b),
      );
      expect(batch.body.items.map((item) => item.id)).toEqual([own.id]);

      const counts = await running.get<PortfolioCounts>('/v1/counts', internalHeaders(b));
      expect(counts.body).toEqual({ properties: 1 });
    });

    it("does not let company A's cursor reveal company B's rows", async () => {
      const a = makeCaller();
      const b = makeCaller();
      await createProperty(running.dataSource, a.companyId, { reference: 'A-1' });
      await createProperty(running.dataSource, a.companyId, { reference: 'A-2' });
      const first = await running.get<Page<PropertyBody>>('/v1/properties?limit=1', internalHeaders(a));

      const res = await running.get<Page<PropertyBody>>(
        `/v1/properties?limit=1&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
        internalHeaders(b),
      );
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([]);
    });
  });

  it('answers /readyz without auth', async () => {
    const res = await running.get('/readyz', {});
    expect(res.status).toBe(200);
  });
});
