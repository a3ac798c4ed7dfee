import type {
  BuildingFactorBody,
  CallerContext,
  ErrorBody,
  Page,
  PropertyBody,
  PropertyHistoryEntryBody,
} from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { BuildingFactorEntity } from '../../src/building-factors/building-factor.entity';
import { PortfolioAuditEntity } from '../../src/audit/portfolio-audit.entity';
import { createProperty } from '../factories';

const VALID = {
  name: '  Thistle Property Factors Ltd ',
  contactName: 'Morag Campbell',
  email: ' Factoring@Thistle.example.com ',
  phone: '0131 496 0788',
  addressLine1: '22 Constitution Street',
  city: 'Edinburgh',
  postcode: 'eh67bs',
  fees: '£96 a year per flat, plus VAT',
  serviceChargePencePerYear: 42_000,
  notes: 'Stair cleaned monthly.',
};

describe('portfolio building factors (integration)', () => {
  const running = useTestApp(AppModule);
  const send = <T = BuildingFactorBody>(
    method: 'POST' | 'PATCH' | 'PUT',
    path: string,
    caller: CallerContext,
    body?: unknown,
  ) => requestJson<T>(`${running.url}${path}`, { method, headers: internalHeaders(caller), body: body ?? {} });
  const count = (companyId: string) => running.dataSource.getRepository(BuildingFactorEntity).countBy({ companyId });
  const create = async (caller: CallerContext, body: Record<string, unknown>) => {
    const res = await send('POST', '/v1/building-factors', caller, body);
    expect(res.status).toBe(201);
    return res.body;
  };

  it('[BF-01] creates a factor with every detail, trimmed and normalised, and reads it back', async () => {
    const caller = makeCaller();
    const res = await send('POST', '/v1/building-factors', caller, VALID);
    expect(res.status).toBe(201);
    const expected = {
      id: expect.any(String),
      companyId: caller.companyId,
      name: 'Thistle Property Factors Ltd',
      contactName: 'Morag Campbell',
      email: 'factoring@thistle.example.com',
      phone: '0131 496 0788',
      addressLine1: '22 Constitution Street',
      addressLine2: null,
      city: 'Edinburgh',
      postcode: 'EH6 7BS',
      fees: '£96 a year per flat, plus VAT',
      serviceChargePencePerYear: 42_000,
      notes: 'Stair cleaned monthly.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    };
    expect(res.body).toEqual(expected);
    const read = await running.get<BuildingFactorBody>(`/v1/building-factors/${res.body.id}`, internalHeaders(caller));
    expect(read.body).toEqual(res.body);
    const batch = await running.get<{ items: BuildingFactorBody[] }>(
      `/v1/building-factors?ids=${randomUUID()},${res.body.id}`,
      internalHeaders(caller),
    );
    expect(batch.body.items).toEqual([res.body]);

    const audit = await running.dataSource.getRepository(PortfolioAuditEntity).findBy({ subjectId: res.body.id });
    expect(audit.map((row) => [row.action, row.subjectType, row.actorUserId])).toEqual([
      ['created', 'buildingFactor', caller.userId],
    ]);
  });

  it('[BF-01] only the name is required', async () => {
    const caller = makeCaller();
    const body = await create(caller, { name: 'Kelvin Factors' });
    expect(body).toMatchObject({ name: 'Kelvin Factors', email: null, phone: null, serviceChargePencePerYear: null });
  });

  it('[BF-01] [ISO-04] updates only the fields given, clears with null, and records each change', async () => {
    const caller = makeCaller();
    const factor = await create(caller, VALID);
    const res = await send('PATCH', `/v1/building-factors/${factor.id}`, caller, {
      phone: null,
      serviceChargePencePerYear: 45_500,
      notes: '  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Thistle Property Factors Ltd',
      phone: null,
      serviceChargePencePerYear: 45_500,
      notes: null,
    });
    const history = (
      await running.get<PropertyHistoryEntryBody[]>(
        `/v1/building-factors/${factor.id}/history`,
        internalHeaders(caller),
      )
    ).body;
    expect(history.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ['created', caller.userId],
      ['updated', caller.userId],
    ]);
    expect(history[1]!.data).toEqual({
      changes: {
        phone: { from: '0131 496 0788', to: null },
        serviceChargePencePerYear: { from: 42_000, to: 45_500 },
        notes: { from: 'Stair cleaned monthly.', to: null },
      },
    });
  });

  it('[BF-01] refuses bad input with a message per field and stores nothing', async () => {
    const caller = makeCaller();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...VALID, name: '   ' }, ['name']],
      [{ ...VALID, name: undefined }, ['name']],
      [{ ...VALID, email: 'not-an-email', phone: 'call me' }, ['email', 'phone']],
      [{ ...VALID, postcode: 'EH6 7B' }, ['postcode']],
      [{ ...VALID, serviceChargePencePerYear: -1 }, ['serviceChargePencePerYear']],
      [{ ...VALID, serviceChargePencePerYear: 12.5 }, ['serviceChargePencePerYear']],
      [{ ...VALID, serviceChargePencePerYear: '42000' }, ['serviceChargePencePerYear']],
      [{ ...VALID, fees: 'x'.repeat(501), notes: 'y'.repeat(4001) }, ['fees', 'notes']],
      [{ ...VALID, companyId: randomUUID() }, ['companyId']],
    ];
    for (const [body, fields] of cases) {
      const res = await send<ErrorBody>('POST', '/v1/building-factors', caller, body);
      expect({ body, status: res.status, fields: Object.keys(res.body.details?.fields ?? {}).sort() }).toEqual({
        body,
        status: 400,
        fields: [...fields].sort(),
      });
    }
    expect(await count(caller.companyId)).toBe(0);

    const factor = await create(caller, { name: 'Unchanged' });
    const bad = await send<ErrorBody>('PATCH', `/v1/building-factors/${factor.id}`, caller, {
      name: 'Changed',
      email: 'nope',
    });
    expect([bad.status, Object.keys(bad.body.details?.fields ?? {})]).toEqual([400, ['email']]);
    const nullName = await send('PATCH', `/v1/building-factors/${factor.id}`, caller, { name: null });
    expect(nullName.status).toBe(400);
    const read = await running.get<BuildingFactorBody>(`/v1/building-factors/${factor.id}`, internalHeaders(caller));
    expect(read.body.name).toBe('Unchanged');
  });

  it('[BF-01] pages by name, ties broken by id, and searches the name, contact and e-mail', async () => {
    const caller = makeCaller();
    for (const name of ['Thistle', 'Kelvin', 'Braid', 'Kelvin', 'Abbey']) {
      await create(caller, { name, contactName: name === 'Braid' ? 'Iain Docherty' : null });
    }
    await create(caller, { name: 'Zed', email: 'hello@zed-factors.example.com' });
    const seen: BuildingFactorBody[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const res = await running.get<Page<BuildingFactorBody>>(`/v1/building-factors${query}`, internalHeaders(caller));
      expect(res.body.total).toBe(6);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen.map((f) => f.name)).toEqual(['Abbey', 'Braid', 'Kelvin', 'Kelvin', 'Thistle', 'Zed']);
    expect(new Set(seen.map((f) => f.id)).size).toBe(6);

    const names = async (q: string) =>
      (
        await running.get<Page<BuildingFactorBody>>(`/v1/building-factors?q=${q}`, internalHeaders(caller))
      ).body.items.map((f) => f.name);
    expect(await names('kel')).toEqual(['Kelvin', 'Kelvin']);
    expect(await names('docherty')).toEqual(['Braid']);
    expect(await names('zed-factors')).toEqual(['Zed']);
    expect(await names('100%25')).toEqual([]);
  });

  it('[BF-01] links a property to one factor, moves it to another, unlinks it, and records each in its history', async () => {
    const caller = makeCaller();
    const first = await create(caller, { name: 'First' });
    const second = await create(caller, { name: 'Second' });
    const property = await createProperty(running.dataSource, caller.companyId);
    const linked = async (factorId: string) =>
      (
        await running.get<Page<PropertyBody>>(`/v1/properties?buildingFactorId=${factorId}`, internalHeaders(caller))
      ).body.items.map((p) => p.id);

    const link = await send('PUT', `/v1/building-factors/links/${property.id}`, caller, {
      buildingFactorId: first.id,
    });
    expect([link.status, link.body]).toEqual([200, { propertyId: property.id, buildingFactorId: first.id }]);
    expect(await linked(first.id)).toEqual([property.id]);

    await send('PUT', `/v1/building-factors/links/${property.id}`, caller, { buildingFactorId: second.id });
    expect([await linked(first.id), await linked(second.id)]).toEqual([[], [property.id]]);

    const unlink = await send('PUT', `/v1/building-factors/links/${property.id}`, caller, { buildingFactorId: null });
    expect(unlink.body).toEqual({ propertyId: property.id, buildingFactorId: null });
    expect(await linked(second.id)).toEqual([]);

    const history = (
      await running.get<PropertyHistoryEntryBody[]>(`/v1/properties/${property.id}/history`, internalHeaders(caller))
    ).body;
    expect(history.map((entry) => entry.data)).toEqual([
      { changes: { buildingFactorId: { from: null, to: first.id } } },
      { changes: { buildingFactorId: { from: first.id, to: second.id } } },
      { changes: { buildingFactorId: { from: second.id, to: null } } },
    ]);
  });

  it('[BF-01] refuses a link to an unknown factor or property, or without a factor id, and changes nothing', async () => {
    const caller = makeCaller();
    const property = await createProperty(running.dataSource, caller.companyId);
    const unknownFactor = await send<ErrorBody>('PUT', `/v1/building-factors/links/${property.id}`, caller, {
      buildingFactorId: randomUUID(),
    });
    expect([unknownFactor.status, unknownFactor.body.details?.fields]).toEqual([
      400,
      { buildingFactorId: ['Choose a building factor from the list'] },
    ]);
    const missing = await send<ErrorBody>('PUT', `/v1/building-factors/links/${property.id}`, caller, {});
    expect(Object.keys(missing.body.details?.fields ?? {})).toEqual(['buildingFactorId']);
    const factor = await create(caller, { name: 'Factor' });
    const unknownProperty = await send('PUT', `/v1/building-factors/links/${randomUUID()}`, caller, {
      buildingFactorId: factor.id,
    });
    expect(unknownProperty.status).toBe(404);
    const read = await running.get<PropertyBody>(`/v1/properties/${property.id}`, internalHeaders(caller));
    expect(read.body.buildingFactorId).toBeNull();
  });

  it("[BF-01] [ISO-01] never shows, changes or links company A's factor for company B", async () => {
    const a = makeCaller();
    const b = makeCaller();
    const factor = await create(a, { name: 'Ours' });
    const theirProperty = await createProperty(running.dataSource, b.companyId);
    const ourProperty = await createProperty(running.dataSource, a.companyId);

    const byId = await running.get(`/v1/building-factors/${factor.id}`, internalHeaders(b));
    expect([byId.status, byId.body.code]).toEqual([404, 'BUILDING_FACTOR_NOT_FOUND']);
    const batch = await running.get<{ items: unknown[] }>(`/v1/building-factors?ids=${factor.id}`, internalHeaders(b));
    expect(batch.body.items).toEqual([]);
    const list = await running.get<Page<BuildingFactorBody>>('/v1/building-factors', internalHeaders(b));
    expect(list.body).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await send('PATCH', `/v1/building-factors/${factor.id}`, b, { name: 'Taken' })).status).toBe(404);
    expect((await running.get(`/v1/building-factors/${factor.id}/history`, internalHeaders(b))).status).toBe(404);
    const crossLink = await send('PUT', `/v1/building-factors/links/${theirProperty.id}`, b, {
      buildingFactorId: factor.id,
    });
    expect(crossLink.status).toBe(400);
    const otherProperty = await send('PUT', `/v1/building-factors/links/${ourProperty.id}`, b, {
      buildingFactorId: null,
    });
    expect(otherProperty.status).toBe(404);
  });

  it('[BF-01] [ISO-02] an owner, tenant or trade finds no factor and changes none: not found, nothing stored', async () => {
    const manager = makeCaller();
    const factor = await create(manager, VALID);
    const property = await createProperty(running.dataSource, manager.companyId);
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const caller = { ...manager, userId: randomUUID(), role, propertyIds: [property.id] };
      const list = await running.get<Page<BuildingFactorBody>>('/v1/building-factors', internalHeaders(caller));
      const get = await running.get(`/v1/building-factors/${factor.id}`, internalHeaders(caller));
      const batch = await running.get<{ items: unknown[] }>(
        `/v1/building-factors?ids=${factor.id}`,
        internalHeaders(caller),
      );
      const created = await send('POST', '/v1/building-factors', caller, VALID);
      const updated = await send('PATCH', `/v1/building-factors/${factor.id}`, caller, { name: 'Mine' });
      const linked = await send('PUT', `/v1/building-factors/links/${property.id}`, caller, {
        buildingFactorId: factor.id,
      });
      const history = await running.get(`/v1/building-factors/${factor.id}/history`, internalHeaders(caller));
      expect([role, history.status]).toEqual([role, 404]);
      expect([
        role,
        list.body.total,
        get.status,
        batch.body.items.length,
        created.status,
        updated.status,
        linked.status,
      ]).toEqual([role, 0, 404, 0, 404, 404, 404]);
    }
    expect(await count(manager.companyId)).toBe(1);
    const read = await running.get<PropertyBody>(`/v1/properties/${property.id}`, internalHeaders(manager));
    expect(read.body.buildingFactorId).toBeNull();
  });

  it.each([
    ['limit 101', '/v1/building-factors?limit=101'],
    ['bad cursor', '/v1/building-factors?cursor=%%%'],
    ['non-UUID in ids', `/v1/building-factors?ids=${randomUUID()},nope`],
    ['non-UUID id in path', '/v1/building-factors/42'],
  ])('[BF-01] answers 400 for %s', async (_name, path) => {
    const res = await running.get(path, internalHeaders(makeCaller()));
    expect(res.status).toBe(400);
  });
});
