import type { CallerContext, ErrorBody, Page, PropertyHistoryEntryBody, PropertyOwnerBody } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { PropertyOwnerEntity } from '../../src/property-owners/property-owner.entity';
import { createOwner } from '../factories';

const VALID = {
  name: '  Margaret Holloway ',
  email: ' Margaret@Example.com ',
  phone: '07700 900123',
  addressLine1: '4 Albion Street',
  city: 'Leeds',
  postcode: 'ls1 6az',
  bankAccountName: 'M Holloway',
  bankSortCode: '12-34-56',
  bankAccountNumber: '1234 5678',
  managementFeeKind: 'percent',
  managementFeePercent: 8.5,
  spendingLimitPence: 25_000,
};

describe('portfolio owners (integration)', () => {
  const running = useTestApp(AppModule);
  const send = <T = PropertyOwnerBody>(method: 'POST' | 'PATCH', path: string, caller: CallerContext, body?: unknown) =>
    requestJson<T>(`${running.url}${path}`, { method, headers: internalHeaders(caller), body: body ?? {} });
  const count = async (companyId: string) =>
    running.dataSource.getRepository(PropertyOwnerEntity).countBy({ companyId });

  it('[OWN-01] creates an owner: address normalised, bank details stored whole and answered masked', async () => {
    const caller = makeCaller();
    const res = await send('POST', '/v1/owners', caller, VALID);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      companyId: caller.companyId,
      name: 'Margaret Holloway',
      email: 'margaret@example.com',
      phone: '07700 900123',
      addressLine1: '4 Albion Street',
      addressLine2: null,
      city: 'Leeds',
      postcode: 'LS1 6AZ',
      bankDetails: { accountName: 'M Holloway', sortCodeLast2: '56', accountNumberLast4: '5678' },
      managementFeeKind: 'percent',
      managementFeePercent: 8.5,
      managementFeeFixedPence: null,
      spendingLimitPence: 25_000,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await running.dataSource.getRepository(PropertyOwnerEntity).findOneByOrFail({ id: res.body.id });
    expect([stored.bankSortCode, stored.bankAccountNumber]).toEqual(['123456', '12345678']);

    const [created] = (
      await running.get<PropertyHistoryEntryBody[]>(`/v1/owners/${res.body.id}/history`, internalHeaders(caller))
    ).body;
    expect(created).toMatchObject({
      action: 'created',
      actorUserId: caller.userId,
      data: { fields: { name: 'Margaret Holloway', bankSortCode: '**-**-56', bankAccountNumber: '****5678' } },
    });
  });

  it('[OWN-01] never answers or records a whole bank number, by list, batch, id or history', async () => {
    const caller = makeCaller();
    const { body: owner } = await send('POST', '/v1/owners', caller, {
      ...VALID,
      bankSortCode: '908070',
      bankAccountNumber: '44332211',
    });
    await send('PATCH', `/v1/owners/${owner.id}`, caller, { bankSortCode: '112233', bankAccountNumber: '99887766' });
    const answers = [
      await running.get(`/v1/owners`, internalHeaders(caller)),
      await running.get(`/v1/owners?ids=${owner.id}`, internalHeaders(caller)),
      await running.get(`/v1/owners/${owner.id}`, internalHeaders(caller)),
      await running.get(`/v1/owners/${owner.id}/history`, internalHeaders(caller)),
    ].map((res) => JSON.stringify(res.body));
    for (const answer of answers) {
      for (const whole of ['908070', '44332211', '112233', '99887766', '90-80-70']) expect(answer).not.toContain(whole);
    }
    expect(answers[2]).toContain('"accountNumberLast4":"7766"');
  });

  it('[OWN-01] a fixed monthly fee instead of a percent; switching kinds drops the other amount', async () => {
    const caller = makeCaller();
    const fixed = await send('POST', '/v1/owners', caller, {
      name: 'Pennine Residential',
      managementFeeKind: 'fixed',
      managementFeeFixedPence: 9_500,
      managementFeePercent: 10,
      spendingLimitPence: 0,
    });
    expect(fixed.status).toBe(201);
    expect(fixed.body).toMatchObject({
      managementFeeKind: 'fixed',
      managementFeeFixedPence: 9_500,
      managementFeePercent: null,
      bankDetails: null,
      email: null,
      postcode: null,
    });
    const switched = await send('PATCH', `/v1/owners/${fixed.body.id}`, caller, {
      managementFeeKind: 'percent',
      managementFeePercent: 12.25,
    });
    expect(switched.body).toMatchObject({
      managementFeeKind: 'percent',
      managementFeePercent: 12.25,
      managementFeeFixedPence: null,
    });
  });

  it('[OWN-01] refuses bad input with a message per field and stores nothing', async () => {
    const caller = makeCaller();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...VALID, bankSortCode: '12345' }, ['bankSortCode']],
      [{ ...VALID, bankSortCode: '12-34-5a' }, ['bankSortCode']],
      [{ ...VALID, bankAccountNumber: '1234567' }, ['bankAccountNumber']],
      [{ ...VALID, bankAccountNumber: '123456789' }, ['bankAccountNumber']],
      [{ ...VALID, bankAccountNumber: null }, ['bankAccountNumber']],
      [{ ...VALID, bankSortCode: '' }, ['bankSortCode']],
      [{ ...VALID, name: '   ', email: 'not-an-email' }, ['name', 'email']],
      [{ ...VALID, postcode: 'SW1A 1A', phone: 'call me' }, ['postcode', 'phone']],
      [{ ...VALID, managementFeePercent: 101 }, ['managementFeePercent']],
      [{ ...VALID, managementFeePercent: 8.555 }, ['managementFeePercent']],
      [{ ...VALID, managementFeePercent: null }, ['managementFeePercent']],
      [{ ...VALID, managementFeeKind: 'fixed' }, ['managementFeeFixedPence']],
      [{ ...VALID, managementFeeKind: 'weekly' }, ['managementFeeKind']],
      [{ ...VALID, spendingLimitPence: -1 }, ['spendingLimitPence']],
      [{ ...VALID, spendingLimitPence: 12.5 }, ['spendingLimitPence']],
    ];
    for (const [body, fields] of cases) {
      const res = await send<ErrorBody>('POST', '/v1/owners', caller, body);
      expect({
        body,
        status: res.status,
        fields: Object.keys((res.body.details?.fields ?? {}) as object).sort(),
      }).toEqual({
        body,
        status: 400,
        fields: [...fields].sort(),
      });
      expect(JSON.stringify(res.body)).not.toContain('12345678');
    }
    expect(await count(caller.companyId)).toBe(0);

    const owner = await createOwner(running.dataSource, caller.companyId, { name: 'Unchanged' });
    const bad = await send('PATCH', `/v1/owners/${owner.id}`, caller, { name: 'Changed', bankSortCode: '1' });
    expect(bad.status).toBe(400);
    const onlyOne = await send<ErrorBody>('PATCH', `/v1/owners/${owner.id}`, caller, {
      name: 'Changed',
      bankSortCode: '123456',
    });
    expect(onlyOne.body.details?.fields).toEqual({ bankAccountNumber: [expect.any(String)] });
    expect((await running.get<PropertyOwnerBody>(`/v1/owners/${owner.id}`, internalHeaders(caller))).body.name).toBe(
      'Unchanged',
    );
  });

  it('[OWN-01] [ISO-04] edits only the fields given and records each change before and after', async () => {
    const caller = makeCaller();
    const { body: owner } = await send('POST', '/v1/owners', caller, VALID);
    const res = await send('PATCH', `/v1/owners/${owner.id}`, caller, {
      phone: null,
      spendingLimitPence: 40_000,
      bankAccountNumber: '87654321',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Margaret Holloway',
      phone: null,
      spendingLimitPence: 40_000,
      bankDetails: { accountName: 'M Holloway', sortCodeLast2: '56', accountNumberLast4: '4321' },
    });
    const history = (
      await running.get<PropertyHistoryEntryBody[]>(`/v1/owners/${owner.id}/history`, internalHeaders(caller))
    ).body;
    expect(history.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(history[1]!.data).toEqual({
      changes: {
        phone: { from: '07700 900123', to: null },
        bankAccountNumber: { from: '****5678', to: '****4321' },
        spendingLimitPence: { from: 25_000, to: 40_000 },
      },
    });
  });

  it('[OWN-01] [ISO-02] only the company staff change owners: an owner, tenant or trade gets not found and nothing changes', async () => {
    const manager = makeCaller();
    const { body: owner } = await send('POST', '/v1/owners', manager, VALID);
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const caller = { ...manager, userId: randomUUID(), role, ownerId: role === 'owner' ? owner.id : undefined };
      const create = await send('POST', '/v1/owners', caller, VALID);
      const update = await send('PATCH', `/v1/owners/${owner.id}`, caller, { name: 'Mine now' });
      const history = await running.get(`/v1/owners/${owner.id}/history`, internalHeaders(caller));
      expect([role, create.status, update.status, history.status]).toEqual([role, 404, 404, 404]);
    }
    expect(await count(manager.companyId)).toBe(1);
  });

  it('[ISO-02] an owner sees only themself; a tenant or trade sees no owner', async () => {
    const manager = makeCaller();
    const login = randomUUID();
    const mine = await createOwner(running.dataSource, manager.companyId, { name: 'Mine', userId: login });
    const other = await createOwner(running.dataSource, manager.companyId, { name: 'Other' });
    const owner = { ...manager, userId: login, role: 'owner' as const, ownerId: mine.id };
    const list = await running.get<Page<PropertyOwnerBody>>('/v1/owners', internalHeaders(owner));
    expect(list.body.items.map((o) => o.id)).toEqual([mine.id]);
    expect((await running.get(`/v1/owners/${other.id}`, internalHeaders(owner))).status).toBe(404);
    expect((await running.get(`/v1/owners/${mine.id}`, internalHeaders(owner))).status).toBe(200);
    for (const role of ['tenant', 'trade'] as const) {
      const caller = { ...manager, userId: randomUUID(), role };
      expect((await running.get<Page<PropertyOwnerBody>>('/v1/owners', internalHeaders(caller))).body.total).toBe(0);
      expect((await running.get(`/v1/owners/${mine.id}`, internalHeaders(caller))).status).toBe(404);
    }
  });

  it('batch-reads owners by ids with the contract body, leaving out unknown ids', async () => {
    const caller = makeCaller();
    const a = await createOwner(running.dataSource, caller.companyId, {
      name: 'Margaret Holloway',
      managementFeePercent: 8.75,
    });
    const b = await createOwner(running.dataSource, caller.companyId, { email: null, phone: '07700 900123' });

    const res = await running.get<{ items: PropertyOwnerBody[] }>(
      `/v1/owners?ids=${b.id},${randomUUID()},${a.id}`,
      internalHeaders(caller),
    );

    expect(res.status).toBe(200);
    expect(res.body.items.map((o) => [o.id, o.name, o.email, o.phone, o.managementFeePercent])).toEqual([
      [b.id, b.name, null, '07700 900123', 10.5],
      [a.id, 'Margaret Holloway', a.email, null, 8.75],
    ]);
  });

  it('pages through owners ordered by name, ties broken by id', async () => {
    const caller = makeCaller();
    const names = ['Okafor', 'Holloway', 'MacLeod', 'Holloway', 'Adams'];
    for (const name of names) await createOwner(running.dataSource, caller.companyId, { name });

    const seen: PropertyOwnerBody[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const res = await running.get<Page<PropertyOwnerBody>>(`/v1/owners${query}`, internalHeaders(caller));
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

  it('[OWN-01] searches by name or e-mail and sorts by name or creation, either way', async () => {
    const caller = makeCaller();
    for (const name of ['Brown', 'Adams', 'Carter']) {
      await createOwner(running.dataSource, caller.companyId, { name, email: `${name.toLowerCase()}@letting.test` });
    }
    const names = async (query: string) =>
      (await running.get<Page<PropertyOwnerBody>>(`/v1/owners${query}`, internalHeaders(caller))).body.items.map(
        (o) => o.name,
      );
    expect(await names('?q=ada')).toEqual(['Adams']);
    expect(await names('?q=CARTER%40letting')).toEqual(['Carter']);
    expect(await names('?sort=-name')).toEqual(['Carter', 'Brown', 'Adams']);
    expect(await names('?sort=created')).toEqual(['Brown', 'Adams', 'Carter']);
    expect(await names('?sort=-created&limit=1&count=false')).toEqual(['Carter']);
    expect((await running.get(`/v1/owners?sort=email`, internalHeaders(caller))).status).toBe(400);
  });

  it.each([
    ['limit 0', '/v1/owners?limit=0'],
    ['limit 101', '/v1/owners?limit=101'],
    ['bad cursor', '/v1/owners?cursor=%%%'],
    ['non-UUID in ids', `/v1/owners?ids=${randomUUID()},nope`],
    ['non-UUID id in path', '/v1/owners/42'],
  ])('answers 400 for %s', async (_name, path) => {
    const res = await running.get(path, internalHeaders(makeCaller()));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers 401 without the internal token or without a caller', async () => {
    const caller = makeCaller();
    const noToken = internalHeaders(caller);
    delete noToken['x-internal-token'];
    expect((await running.get('/v1/owners', noToken)).status).toBe(401);
    expect((await running.get('/v1/owners', internalHeaders())).status).toBe(401);
    const post = await requestJson(`${running.url}/v1/owners`, { method: 'POST', headers: noToken, body: VALID });
    expect(post.status).toBe(401);
  });

  it("[ISO-01] never shows or changes company A's owner for company B", async () => {
    const a = makeCaller();
    const b = makeCaller();
    const owner = await createOwner(running.dataSource, a.companyId);

    const byId = await running.get(`/v1/owners/${owner.id}`, internalHeaders(b));
    expect(byId.status).toBe(404);
    expect(byId.body.code).toBe('OWNER_NOT_FOUND');

    const batch = await running.get<{ items: PropertyOwnerBody[] }>(`/v1/owners?ids=${owner.id}`, internalHeaders(b));
    expect(batch.body.items).toEqual([]);

    const list = await running.get<Page<PropertyOwnerBody>>('/v1/owners', internalHeaders(b));
    expect(list.body).toEqual({ items: [], nextCursor: null, total: 0 });

    const update = await send('PATCH', `/v1/owners/${owner.id}`, b, { name: 'Taken' });
    expect(update.status).toBe(404);
    expect((await running.get(`/v1/owners/${owner.id}/history`, internalHeaders(b))).status).toBe(404);
  });
});
