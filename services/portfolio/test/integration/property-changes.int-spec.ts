import type { CallerContext, Page, PropertyBody, PropertyHistoryEntryBody } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { LeaseEntity } from '../../src/leases/lease.entity';
import { createOwner, createProperty } from '../factories';

const VALID = {
  addressLine1: '  12 Marchmont Road ',
  city: 'Edinburgh',
  postcode: 'eh91hj',
  type: 'flat',
  bedrooms: 2,
  bathrooms: 1,
  furnished: true,
};

describe('portfolio: creating, editing and archiving properties (integration)', () => {
  const running = useTestApp(AppModule);
  const send = <T = PropertyBody>(method: 'POST' | 'PATCH', path: string, caller: CallerContext, body?: unknown) =>
    requestJson<T>(`${running.url}${path}`, { method, headers: internalHeaders(caller), body: body ?? {} });
  const list = async (caller: CallerContext, query = '') =>
    (await running.get<Page<PropertyBody>>(`/v1/properties${query}`, internalHeaders(caller))).body;
  const history = (caller: CallerContext, id: string) =>
    running.get<PropertyHistoryEntryBody[]>(`/v1/properties/${id}/history`, internalHeaders(caller));

  it('[PROP-02] creates a property with its postcode normalised, its nation derived and a generated reference', async () => {
    const caller = makeCaller();
    const owner = await createOwner(running.dataSource, caller.companyId);
    const res = await send('POST', '/v1/properties', caller, {
      ...VALID,
      ownerId: owner.id,
      monthlyRentPence: 125_000,
    });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      companyId: caller.companyId,
      reference: 'PROP-0001',
      addressLine1: '12 Marchmont Road',
      addressLine2: null,
      city: 'Edinburgh',
      postcode: 'EH9 1HJ',
      nation: 'scotland',
      type: 'flat',
      bedrooms: 2,
      bathrooms: 1,
      furnished: true,
      status: 'vacant',
      ownerId: owner.id,
      buildingFactorId: null,
      monthlyRentPence: 125_000,
      hasGasSupply: true,
      licence: 'none',
      hasCommonParts: false,
      epcRating: null,
      epcMinimumExempt: false,
      archivedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await send('POST', '/v1/properties', caller, { ...VALID, reference: '', nation: 'england' });
    expect(second.body).toMatchObject({ reference: 'PROP-0002', nation: 'england' });

    const [created] = (await history(caller, res.body.id)).body;
    expect(created).toMatchObject({
      action: 'created',
      actorUserId: caller.userId,
      data: { fields: { postcode: 'EH9 1HJ', ownerId: owner.id, reference: 'PROP-0001' } },
    });
  });

  it('[PROP-02] refuses bad input with a message per field and stores nothing', async () => {
    const caller = makeCaller();
    await createProperty(running.dataSource, caller.companyId, { reference: 'EDI-001' });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...VALID, postcode: 'SW1A 1A' }, ['postcode']],
      [{ ...VALID, postcode: 'JE2 3AA' }, ['nation']],
      [{ ...VALID, addressLine1: '  ', city: '' }, ['addressLine1', 'city']],
      [{ ...VALID, type: 'castle', bedrooms: -1, bathrooms: 1.5 }, ['type', 'bedrooms', 'bathrooms']],
      [{ ...VALID, monthlyRentPence: -5, nation: 'france' }, ['nation', 'monthlyRentPence']],
      [{ ...VALID, reference: 'edi-001' }, ['reference']],
      [{ ...VALID, ownerId: randomUUID(), buildingFactorId: randomUUID() }, ['ownerId', 'buildingFactorId']],
      [{ ...VALID, companyId: randomUUID() }, ['companyId']],
      [{ ...VALID, licence: 'hmo', epcRating: 'H', hasGasSupply: 'yes' }, ['licence', 'epcRating', 'hasGasSupply']],
    ];
    for (const [body, fields] of cases) {
      const res = await send<{ code: string; details: { fields: Record<string, string[]> } }>(
        'POST',
        '/v1/properties',
        caller,
        body,
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.details.fields).sort()).toEqual([...fields].sort());
    }
    expect((await list(caller)).total).toBe(1);
  });

  it('[PROP-02] [ISO-04] edits the fields given and records each change before and after', async () => {
    const caller = makeCaller();
    const created = (await send('POST', '/v1/properties', caller, VALID)).body;
    const res = await send('PATCH', `/v1/properties/${created.id}`, caller, {
      postcode: 'cf24 4hq',
      status: 'let',
      monthlyRentPence: 99_000,
      addressLine2: 'Roath',
      reference: null,
      hasGasSupply: false,
      epcRating: 'C',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      reference: created.reference,
      postcode: 'CF24 4HQ',
      nation: 'wales',
      status: 'let',
      monthlyRentPence: 99_000,
      addressLine2: 'Roath',
    });

    const entries = (await history(caller, created.id)).body;
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(entries[1]!.data).toEqual({
      changes: {
        addressLine2: { from: null, to: 'Roath' },
        postcode: { from: 'EH9 1HJ', to: 'CF24 4HQ' },
        nation: { from: 'scotland', to: 'wales' },
        status: { from: 'vacant', to: 'let' },
        monthlyRentPence: { from: null, to: 99_000 },
        hasGasSupply: { from: true, to: false },
        epcRating: { from: null, to: 'C' },
      },
    });

    const refused = await send('PATCH', `/v1/properties/${created.id}`, caller, { city: null, bedrooms: 51 });
    expect(refused.status).toBe(400);
    expect((await running.get<PropertyBody>(`/v1/properties/${created.id}`, internalHeaders(caller))).body.city).toBe(
      'Edinburgh',
    );
  });

  it('[PROP-03] archives a property: kept and readable, out of lists and counts, refused while a tenancy is live', async () => {
    const caller = makeCaller();
    const kept = await createProperty(running.dataSource, caller.companyId);
    const archived = (await send('POST', '/v1/properties', caller, VALID)).body;

    const res = await send('POST', `/v1/properties/${archived.id}/archive`, caller);
    expect(res.status).toBe(200);
    expect(res.body.archivedAt).toEqual(expect.any(String));
    expect((await list(caller)).items.map((item) => item.id)).toEqual([kept.id]);
    expect((await list(caller, '?archived=true')).items.map((item) => item.id)).toEqual([archived.id]);
    expect((await running.get('/v1/counts', internalHeaders(caller))).body).toEqual({ properties: 1 });
    expect((await running.get(`/v1/properties/${archived.id}`, internalHeaders(caller))).status).toBe(200);
    expect((await history(caller, archived.id)).body.map((entry) => entry.action)).toEqual(['created', 'archived']);

    await running.dataSource.getRepository(LeaseEntity).save({
      companyId: caller.companyId,
      propertyId: kept.id,
      nation: 'england',
      type: 'assured_periodic',
      status: 'active',
      startDate: '2026-01-01',
      endDate: null,
      rentPence: 95_000,
      rentFrequency: 'monthly',
      rentDueDay: 1,
      monthlyRentPence: 95_000,
    });
    const live = await send<{ code: string }>('POST', `/v1/properties/${kept.id}/archive`, caller);
    expect(live.status).toBe(409);
    expect(live.body.code).toBe('PROPERTY_HAS_LIVE_TENANCY');
  });

  it("[ISO-01] never changes another company's property", async () => {
    const caller = makeCaller();
    const other = makeCaller();
    const property = await createProperty(running.dataSource, caller.companyId);
    expect((await send('PATCH', `/v1/properties/${property.id}`, other, { city: 'Leeds' })).status).toBe(404);
    expect((await send('POST', `/v1/properties/${property.id}/archive`, other)).status).toBe(404);
    expect((await history(other, property.id)).status).toBe(404);
    const owner = await createOwner(running.dataSource, caller.companyId);
    const foreignOwner = await send<{ details: { fields: object } }>('POST', '/v1/properties', other, {
      ...VALID,
      ownerId: owner.id,
    });
    expect(foreignOwner.body.details.fields).toEqual({ ownerId: [expect.any(String)] });
    const unchanged = await running.get<PropertyBody>(`/v1/properties/${property.id}`, internalHeaders(caller));
    expect(unchanged.body).toMatchObject({ city: 'Manchester', archivedAt: null });
  });

  it('[ISO-02] lets only the company staff change properties: owners and tenants are answered as not found', async () => {
    const staff = makeCaller();
    const owner = await createOwner(running.dataSource, staff.companyId);
    const property = await createProperty(running.dataSource, staff.companyId, { ownerId: owner.id });
    const linked: CallerContext[] = [
      { ...staff, userId: randomUUID(), role: 'owner', ownerId: owner.id, propertyIds: [property.id] },
      { ...staff, userId: randomUUID(), role: 'tenant', tenantId: randomUUID(), propertyIds: [property.id] },
      { ...staff, userId: randomUUID(), role: 'trade' },
    ];
    for (const caller of linked) {
      expect((await send('POST', '/v1/properties', caller, VALID)).status).toBe(404);
      expect((await send('PATCH', `/v1/properties/${property.id}`, caller, { city: 'Leeds' })).status).toBe(404);
      expect((await send('POST', `/v1/properties/${property.id}/archive`, caller)).status).toBe(404);
      expect((await history(caller, property.id)).status).toBe(404);
    }
    expect((await list(staff)).total).toBe(1);
    expect((await running.get<PropertyBody>(`/v1/properties/${property.id}`, internalHeaders(staff))).body.city).toBe(
      'Manchester',
    );
  });

  it('[PROP-01] searches, filters and sorts the list, paging each order by keyset', async () => {
    const caller = makeCaller();
    const owner = await createOwner(running.dataSource, caller.companyId);
    const rows = [
      {
        reference: 'A-3',
        addressLine1: '1 Byres Road',
        postcode: 'G12 8QQ',
        nation: 'scotland',
        type: 'flat',
        status: 'let',
        ownerId: owner.id,
      },
      {
        reference: 'A-1',
        addressLine1: '9 Wilmslow Road',
        postcode: 'M14 5AL',
        nation: 'england',
        type: 'house',
        status: 'vacant',
      },
      {
        reference: 'A-2',
        addressLine1: '4 Cathedral Road',
        postcode: 'CF11 9LJ',
        nation: 'wales',
        type: 'flat',
        status: 'vacant',
        ownerId: owner.id,
      },
    ] as const;
    for (const row of rows) await createProperty(running.dataSource, caller.companyId, { ...row });
    const refs = async (query: string) => (await list(caller, query)).items.map((item) => item.reference);

    expect(await refs('')).toEqual(['A-1', 'A-2', 'A-3']);
    expect(await refs('?sort=-reference')).toEqual(['A-3', 'A-2', 'A-1']);
    expect(await refs('?sort=address')).toEqual(['A-3', 'A-2', 'A-1']);
    expect(await refs('?sort=postcode')).toEqual(['A-2', 'A-3', 'A-1']);
    expect(await refs('?sort=-created')).toEqual(['A-2', 'A-1', 'A-3']);
    expect(await refs('?q=m145al')).toEqual(['A-1']);
    expect(await refs('?q=cathedral')).toEqual(['A-2']);
    expect(await refs('?q=a-3')).toEqual(['A-3']);
    expect(await refs('?status=vacant&type=flat')).toEqual(['A-2']);
    expect(await refs('?nation=scotland')).toEqual(['A-3']);
    expect(await refs(`?ownerId=${owner.id}&sort=-address`)).toEqual(['A-2', 'A-3']);
    expect(await refs(`?buildingFactorId=${randomUUID()}`)).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?sort=-postcode&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await list(caller, query);
      seen.push(...page.items.map((item) => item.reference));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(['A-1', 'A-3', 'A-2']);

    for (const bad of ['?sort=rent', '?status=sold', '?ownerId=nope', '?nation=france']) {
      expect((await running.get(`/v1/properties${bad}`, internalHeaders(caller))).status).toBe(400);
    }
  });
});
