import type { CallerContext, MeterReadingBody, UtilityAccountBody } from '@pm/contracts';
import { APP_DATA_SOURCE, applyDbContext, applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { MeterReadingPhotos1796800000000 } from '../../src/database/migrations/1796800000000-meter-reading-photos';
import { londonToday } from '../../src/compliance/calendar-date';
import { PORTFOLIO_DEMO_SEED } from '../../src/database/seed';
import { createProperty } from '../factories';

const A = DEMO.agencyCompanyId;
const property = (n: number) => demoId(DEMO_KIND.property, n);
const login = (role: 'owner' | 'tenant' | 'trade'): CallerContext => ({
  userId: DEMO.users[role].id,
  companyId: A,
  role,
});
/** What the bff signs for the demo owner and tenant (portfolio's role-visibility spec checks the links). */
const OWNER: CallerContext = {
  ...login('owner'),
  ownerId: demoId(DEMO_KIND.propertyOwner, 1),
  propertyIds: [property(1), property(6), property(9)],
};
const TENANT: CallerContext = { ...login('tenant'), tenantId: demoId(DEMO_KIND.tenant, 1), propertyIds: [property(1)] };
const TRADE = login('trade');
const STAFF: CallerContext = { userId: DEMO.users.manager.id, companyId: A, role: 'manager' };

const VALID_MPAN = '1200023305968';
/** The demo's seeded readings (seed.ts): 4 is of NGL-001's gas, which its tenant pays; 5 of NGL-009's electricity. */
const seededReading = (n: number) => demoId(0x2a2, n);
const seededAccount = (n: number) => demoId(0x2a1, n);
const photoOf = (extension = 'jpg') => ({
  storageKey: `meter-photos/${randomUUID()}.${extension}`,
  contentType: extension === 'png' ? 'image/png' : 'image/jpeg',
  sizeBytes: 48_213,
  width: 1920,
  height: 1440,
});
const daysAgo = (days: number) => {
  const date = new Date(`${londonToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

type Answer = UtilityAccountBody & { code?: string; details?: { fields?: Record<string, string[]> } };

describe('portfolio utility accounts (integration)', () => {
  const running = useTestApp(AppModule);
  const send = (method: 'POST' | 'PATCH', path: string, caller: CallerContext, body: unknown) =>
    requestJson<Answer>(`${running.url}${path}`, { method, headers: internalHeaders(caller), body });
  const create = (caller: CallerContext, body: unknown) => send('POST', '/v1/utility-accounts', caller, body);
  const read = (caller: CallerContext, accountId: string, body: unknown) =>
    send('POST', `/v1/utility-accounts/${accountId}/readings`, caller, body);
  const ofProperty = (caller: CallerContext, propertyId: string, include = '') =>
    running.get<{ items: UtilityAccountBody[]; code?: string }>(
      `/v1/properties/${propertyId}/utility-accounts${include ? `?include=${include}` : ''}`,
      internalHeaders(caller),
    );
  const stored = async (table: 'utility_account' | 'meter_reading', companyId: string) =>
    (
      await running.dataSource.query(`SELECT count(*)::int AS n FROM "portfolio"."${table}" WHERE "company_id" = $1`, [
        companyId,
      ])
    )[0].n as number;
  const audited = async (subjectId: string) =>
    (
      await running.dataSource.query(
        `SELECT action FROM "portfolio"."portfolio_audit" WHERE "subject_id" = $1 ORDER BY "created_at", "id"`,
        [subjectId],
      )
    ).map((row: { action: string }) => row.action) as string[];

  beforeAll(async () => {
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
  });

  it('[UTIL-01] creates an electricity account with its MPAN core, lists it with its readings, edits it, and audits each change', async () => {
    const caller = makeCaller();
    const house = await createProperty(running.dataSource, caller.companyId);

    const created = await create(caller, {
      propertyId: house.id,
      kind: 'electricity',
      supplier: '  Octopus Energy ',
      accountNumber: ' A-123 ',
      meterPoint: '12 0002 3305 968',
      payer: 'tenant',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      companyId: caller.companyId,
      propertyId: house.id,
      kind: 'electricity',
      supplier: 'Octopus Energy',
      accountNumber: 'A-123',
      meterPoint: VALID_MPAN,
      payer: 'tenant',
      readings: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const water = await create(caller, {
      propertyId: house.id,
      kind: 'water',
      supplier: 'Severn Trent',
      payer: 'landlord',
    });
    expect(water.body.meterPoint).toBeNull();

    const edited = await send('PATCH', `/v1/utility-accounts/${created.body.id}`, caller, {
      supplier: 'EDF',
      payer: 'landlord',
    });
    expect(edited.body).toMatchObject({ supplier: 'EDF', payer: 'landlord', meterPoint: VALID_MPAN });

    const list = await ofProperty(caller, house.id);
    expect(list.body.items.map((a) => [a.kind, a.supplier, a.readings])).toEqual([
      ['electricity', 'EDF', undefined],
      ['water', 'Severn Trent', undefined],
    ]);
    expect((await ofProperty(caller, house.id, 'readings')).body.items[0]!.readings).toEqual([]);
    expect(await audited(created.body.id)).toEqual(['utility_account.created', 'utility_account.updated']);
  });

  it('[UTIL-01] records readings newest first; a lower one is refused unless the meter was replaced', async () => {
    const caller = makeCaller();
    const house = await createProperty(running.dataSource, caller.companyId);
    const gas = await create(caller, {
      propertyId: house.id,
      kind: 'gas',
      supplier: 'British Gas',
      meterPoint: '7654321',
      payer: 'tenant',
    });
    const id = gas.body.id;

    const first = await read(caller, id, { readOn: daysAgo(30), value: 1200.5, kind: 'move_in', takenByName: 'Clerk' });
    expect(first.status).toBe(201);
    expect(first.body.readings).toEqual([
      {
        id: expect.any(String),
        accountId: id,
        readOn: daysAgo(30),
        value: 1200.5,
        kind: 'move_in',
        takenByName: 'Clerk',
        takenByUserId: caller.userId,
        meterReplaced: false,
        photo: null,
        createdAt: expect.any(String),
      },
    ]);

    const lower = await read(caller, id, { readOn: daysAgo(1), value: 15, kind: 'routine', takenByName: 'Tenant' });
    expect(lower.status).toBe(400);
    expect(lower.body.details?.fields).toEqual({
      value: [`This is lower than the previous reading (1200.5 on ${daysAgo(30)}): confirm the meter was replaced`],
    });
    expect(await stored('meter_reading', caller.companyId)).toBe(1);

    const replaced = await read(caller, id, {
      readOn: daysAgo(1),
      value: 15,
      kind: 'routine',
      takenByName: 'Tenant',
      meterReplaced: true,
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body.readings?.map((r) => [r.readOn, r.value, r.meterReplaced])).toEqual([
      [daysAgo(1), 15, true],
      [daysAgo(30), 1200.5, false],
    ]);
    const higher = await read(caller, id, { readOn: londonToday(), value: 16, kind: 'move_out', takenByName: 'Clerk' });
    expect(higher.body.readings).toHaveLength(3);
    expect(await audited(id)).toEqual([
      'utility_account.created',
      'meter_reading.recorded',
      'meter_reading.recorded',
      'meter_reading.recorded',
    ]);
  });

  it('[UTIL-01] refuses bad input with a message per field and stores nothing', async () => {
    const caller = makeCaller();
    const house = await createProperty(running.dataSource, caller.companyId);
    const ok = { propertyId: house.id, kind: 'electricity', supplier: 'EDF', meterPoint: VALID_MPAN, payer: 'tenant' };
    const refusals: [unknown, string[]][] = [
      [{}, ['propertyId', 'kind', 'supplier', 'payer']],
      [{ ...ok, meterPoint: '1200023305967' }, ['meterPoint']],
      [{ ...ok, meterPoint: '12345' }, ['meterPoint']],
      [{ ...ok, meterPoint: null }, ['meterPoint']],
      [{ ...ok, kind: 'gas', meterPoint: '12345' }, ['meterPoint']],
      [{ ...ok, kind: 'gas', meterPoint: '12345678901' }, ['meterPoint']],
      [{ ...ok, kind: 'water' }, ['meterPoint']],
      [{ ...ok, kind: 'oil' }, ['kind']],
      [{ ...ok, payer: 'agent' }, ['payer']],
      [{ ...ok, supplier: '   ' }, ['supplier']],
      [{ ...ok, extra: 1 }, ['extra']],
    ];
    for (const [body, fields] of refusals) {
      const res = await create(caller, body);
      expect({ body, status: res.status, fields: Object.keys(res.body.details?.fields ?? {}).sort() }).toEqual({
        body,
        status: 400,
        fields: [...fields].sort(),
      });
    }
    expect((await create(caller, ok)).status).toBe(201);
    const council = await create(caller, { ...ok, kind: 'council_tax', meterPoint: null });
    const [account] = (await ofProperty(caller, house.id)).body.items;

    const readings: [unknown, string][] = [
      [{ readOn: '2026-02-30', value: 1, kind: 'routine', takenByName: 'A' }, 'readOn'],
      [{ readOn: daysAgo(-1), value: 1, kind: 'routine', takenByName: 'A' }, 'readOn'],
      [{ readOn: daysAgo(1), value: -1, kind: 'routine', takenByName: 'A' }, 'value'],
      [{ readOn: daysAgo(1), value: 1.2345, kind: 'routine', takenByName: 'A' }, 'value'],
      [{ readOn: daysAgo(1), value: '12', kind: 'routine', takenByName: 'A' }, 'value'],
      [{ readOn: daysAgo(1), value: 1, kind: 'yearly', takenByName: 'A' }, 'kind'],
      [{ readOn: daysAgo(1), value: 1, kind: 'routine', takenByName: ' ' }, 'takenByName'],
    ];
    for (const [body, field] of readings) {
      const res = await read(caller, account!.id, body);
      expect({ body, status: res.status, fields: Object.keys(res.body.details?.fields ?? {}) }).toEqual({
        body,
        status: 400,
        fields: [field],
      });
    }
    const unmetered = await read(caller, council.body.id, {
      readOn: daysAgo(1),
      value: 1,
      kind: 'routine',
      takenByName: 'A',
    });
    expect(Object.keys(unmetered.body.details?.fields ?? {})).toEqual(['accountId']);
    const badEdit = await send('PATCH', `/v1/utility-accounts/${account!.id}`, caller, { meterPoint: '1234567890123' });
    expect(Object.keys(badEdit.body.details?.fields ?? {})).toEqual(['meterPoint']);
    expect((await ofProperty(caller, house.id)).body.items[0]!.meterPoint).toBe(VALID_MPAN);
    expect(await stored('utility_account', caller.companyId)).toBe(2);
    expect(await stored('meter_reading', caller.companyId)).toBe(0);
  });

  it("[UTIL-01] [ISO-01] another company's property and account answer as not found, and nothing is stored", async () => {
    const owner = makeCaller();
    const other = makeCaller();
    const house = await createProperty(running.dataSource, owner.companyId);
    const account = await create(owner, { propertyId: house.id, kind: 'water', supplier: 'Anglian', payer: 'tenant' });

    expect((await ofProperty(other, house.id)).status).toBe(404);
    expect((await ofProperty(other, randomUUID())).status).toBe(404);
    expect((await running.get(`/v1/utility-accounts/${account.body.id}`, internalHeaders(other))).status).toBe(404);
    const stolen = await create(other, { propertyId: house.id, kind: 'water', supplier: 'X', payer: 'tenant' });
    expect([stolen.status, stolen.body.code]).toEqual([404, 'PROPERTY_NOT_FOUND']);
    expect((await send('PATCH', `/v1/utility-accounts/${account.body.id}`, other, { supplier: 'X' })).status).toBe(404);
    const reading = await read(other, account.body.id, {
      readOn: daysAgo(1),
      value: 1,
      kind: 'routine',
      takenByName: 'A',
    });
    expect([reading.status, reading.body.code]).toEqual([404, 'UTILITY_ACCOUNT_NOT_FOUND']);
    expect(await stored('utility_account', other.companyId)).toBe(0);
    expect(await stored('meter_reading', owner.companyId)).toBe(0);
    expect((await ofProperty(owner, house.id)).body.items.map((a) => a.supplier)).toEqual(['Anglian']);
  });

  it("[UTIL-01] [ISO-02] an owner reads their properties' accounts, a tenant their home's that they pay, a trade none; none of them writes", async () => {
    const staff = (await ofProperty(STAFF, property(1), 'readings')).body.items;
    expect(staff.map((a) => [a.kind, a.payer])).toEqual([
      ['electricity', 'tenant'],
      ['gas', 'tenant'],
      ['water', 'tenant'],
      ['council_tax', 'tenant'],
      ['broadband', 'landlord'],
    ]);
    expect(staff[0]!.readings?.map((r) => r.kind)).toEqual(['routine', 'move_in']);

    expect((await ofProperty(OWNER, property(1), 'readings')).body.items).toEqual(staff);
    expect((await ofProperty(OWNER, property(9))).body.items.map((a) => a.kind)).toEqual([
      'electricity',
      'council_tax',
    ]);
    expect((await ofProperty(OWNER, property(2))).status).toBe(404);

    const tenant = (await ofProperty(TENANT, property(1), 'readings')).body.items;
    expect(tenant).toEqual(staff.filter((a) => a.payer === 'tenant'));
    const broadband = staff.find((a) => a.kind === 'broadband')!;
    expect((await running.get(`/v1/utility-accounts/${broadband.id}`, internalHeaders(TENANT))).status).toBe(404);
    expect((await ofProperty(TENANT, property(9))).status).toBe(404);
    expect((await ofProperty(TRADE, property(1))).status).toBe(404);

    const electricity = staff[0]!;
    for (const caller of [OWNER, TENANT, TRADE]) {
      expect(
        (await create(caller, { propertyId: property(1), kind: 'water', supplier: 'X', payer: 'tenant' })).status,
      ).toBe(403);
      expect((await send('PATCH', `/v1/utility-accounts/${electricity.id}`, caller, { supplier: 'X' })).status).toBe(
        403,
      );
      const reading = await read(caller, electricity.id, {
        readOn: londonToday(),
        value: 99999,
        kind: 'routine',
        takenByName: 'X',
      });
      expect(reading.status).toBe(403);
    }
    expect(await stored('utility_account', A)).toBe(7);
    expect(await stored('meter_reading', A)).toBe(5);
  });

  it('[UTIL-01] [ISO-02] row-level security holds each role to its accounts and readings even with no filter, and refuses their writes', async () => {
    const pool = running.app.get<DataSource>(APP_DATA_SOURCE);
    const other = makeCaller();
    const house = await createProperty(running.dataSource, other.companyId);
    await create(other, { propertyId: house.id, kind: 'water', supplier: 'Other', payer: 'tenant' });
    const rowsSeenBy = (caller: CallerContext) =>
      pool.transaction(async (manager) => {
        await applyDbContext(manager, caller);
        const count = async (table: string) =>
          ((await manager.query(`SELECT count(*)::int AS n FROM "portfolio"."${table}"`)) as { n: number }[])[0]!.n;
        return { accounts: await count('utility_account'), readings: await count('meter_reading') };
      });
    const staff = await rowsSeenBy(STAFF);
    // The owner's NGL-001 (5) and NGL-009 (2); the tenant's home's accounts they pay (4) and their readings.
    expect(await rowsSeenBy(OWNER)).toEqual({ accounts: 7, readings: 5 });
    expect(await rowsSeenBy(TENANT)).toEqual({ accounts: 4, readings: 4 });
    expect(await rowsSeenBy(TRADE)).toEqual({ accounts: 0, readings: 0 });
    expect(staff.accounts).toBeGreaterThanOrEqual(7);

    const insertAs = (caller: CallerContext) =>
      pool.transaction(async (manager) => {
        await applyDbContext(manager, caller);
        await manager.query(
          `INSERT INTO "portfolio"."utility_account" ("company_id", "property_id", "kind", "supplier", "payer")
           VALUES ($1, $2, 'water', 'Sneaky', 'tenant')`,
          [A, property(1)],
        );
      });
    for (const caller of [OWNER, TENANT, TRADE]) {
      await expect(insertAs(caller)).rejects.toThrow(/row-level security/);
    }
  });

  describe('meter photos (UTIL-01, DOC-02)', () => {
    const attach = (caller: CallerContext, accountId: string, readingId: string, body: unknown) =>
      requestJson<MeterReadingBody & { code?: string; details?: { fields?: Record<string, string[]> } }>(
        `${running.url}/v1/utility-accounts/${accountId}/readings/${readingId}/photo`,
        { method: 'POST', headers: internalHeaders(caller), body },
      );
    const readingOf = (caller: CallerContext, accountId: string, readingId: string) =>
      running.get<MeterReadingBody & { code?: string }>(
        `/v1/utility-accounts/${accountId}/readings/${readingId}`,
        internalHeaders(caller),
      );
    async function accountWithReading(caller: CallerContext) {
      const house = await createProperty(running.dataSource, caller.companyId);
      const account = await create(caller, {
        propertyId: house.id,
        kind: 'water',
        supplier: 'Anglian',
        payer: 'tenant',
      });
      const recorded = await read(caller, account.body.id, {
        readOn: daysAgo(2),
        value: 310.25,
        kind: 'move_in',
        takenByName: 'Clerk',
      });
      return { accountId: account.body.id, readingId: recorded.body.readings![0]!.id };
    }

    it('[UTIL-01] [DOC-02] attaches one photo to a reading, answers the reading with it, refuses a second, and audits it', async () => {
      const caller = makeCaller();
      const { accountId, readingId } = await accountWithReading(caller);
      const photo = photoOf();
      const attached = await attach(caller, accountId, readingId, photo);
      expect(attached.status).toBe(201);
      expect(attached.body).toMatchObject({ id: readingId, accountId, value: 310.25 });
      expect(attached.body.photo).toEqual({
        ...photo,
        uploadedByUserId: caller.userId,
        uploadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect((await readingOf(caller, accountId, readingId)).body).toEqual(attached.body);
      expect(
        (await running.get<UtilityAccountBody>(`/v1/utility-accounts/${accountId}`, internalHeaders(caller))).body
          .readings,
      ).toEqual([attached.body]);

      const second = await attach(caller, accountId, readingId, photoOf('png'));
      expect([second.status, second.body.code]).toEqual([409, 'METER_READING_HAS_PHOTO']);
      expect((await readingOf(caller, accountId, readingId)).body.photo?.storageKey).toBe(photo.storageKey);
      expect(await audited(accountId)).toEqual([
        'utility_account.created',
        'meter_reading.recorded',
        'meter_reading.photo_attached',
      ]);
    });

    it('[UTIL-01] [DOC-02] refuses a photo the bff did not make, and an unknown reading or one of another account, changing nothing', async () => {
      const caller = makeCaller();
      const { accountId, readingId } = await accountWithReading(caller);
      const other = await accountWithReading(caller);
      const refusals: [Record<string, unknown>, string][] = [
        [{ ...photoOf(), storageKey: `documents/${randomUUID()}.jpg` }, 'storageKey'],
        [{ ...photoOf(), storageKey: `meter-photos/${randomUUID()}.gif` }, 'storageKey'],
        [{ ...photoOf(), contentType: 'image/gif' }, 'contentType'],
        [{ ...photoOf(), sizeBytes: 0 }, 'sizeBytes'],
        [{ ...photoOf(), sizeBytes: 16 * 1024 * 1024 }, 'sizeBytes'],
        [{ ...photoOf(), width: 1.5 }, 'width'],
        [{ ...photoOf(), height: 99_999 }, 'height'],
        [{ ...photoOf(), uploadedByUserId: randomUUID() }, 'uploadedByUserId'],
      ];
      for (const [body, field] of refusals) {
        const res = await attach(caller, accountId, readingId, body);
        expect({ body, status: res.status, fields: Object.keys(res.body.details?.fields ?? {}) }).toEqual({
          body,
          status: 400,
          fields: [field],
        });
      }
      const unknown = await attach(caller, accountId, randomUUID(), photoOf());
      expect([unknown.status, unknown.body.code]).toEqual([404, 'METER_READING_NOT_FOUND']);
      const elsewhere = await attach(caller, accountId, other.readingId, photoOf());
      expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'METER_READING_NOT_FOUND']);
      expect((await readingOf(caller, accountId, other.readingId)).status).toBe(404);
      expect((await attach(caller, accountId, 'not-a-uuid', photoOf())).status).toBe(400);
      expect((await readingOf(caller, accountId, readingId)).body.photo).toBeNull();
      expect((await readingOf(caller, other.accountId, other.readingId)).body.photo).toBeNull();
    });

    it("[UTIL-01] [ISO-01] another company's reading is not found, to read or to photograph", async () => {
      const owner = makeCaller();
      const other = makeCaller();
      const { accountId, readingId } = await accountWithReading(owner);
      expect((await readingOf(other, accountId, readingId)).status).toBe(404);
      const res = await attach(other, accountId, readingId, photoOf());
      expect([res.status, res.body.code]).toEqual([404, 'UTILITY_ACCOUNT_NOT_FOUND']);
      expect((await readingOf(owner, accountId, readingId)).body.photo).toBeNull();
    });

    it('[UTIL-01] [ISO-02] whoever sees a reading reads its photo: the owner of the property, the tenant who pays; a trade nothing; none of them attaches one', async () => {
      const gas = { accountId: seededAccount(2), readingId: seededReading(4) };
      const vacant = { accountId: seededAccount(6), readingId: seededReading(5) };
      for (const { accountId, readingId } of [gas, vacant]) {
        for (const caller of [OWNER, TENANT, TRADE]) {
          const res = await attach(caller, accountId, readingId, photoOf());
          expect({ caller: caller.role, status: res.status }).toEqual({ caller: caller.role, status: 403 });
        }
        expect((await attach(STAFF, accountId, readingId, photoOf())).status).toBe(201);
      }
      const seen = async (caller: CallerContext, { accountId, readingId }: typeof gas) => {
        const res = await readingOf(caller, accountId, readingId);
        return res.status === 200 ? Boolean(res.body.photo) : res.status;
      };
      expect([await seen(OWNER, gas), await seen(OWNER, vacant)]).toEqual([true, true]);
      expect([await seen(TENANT, gas), await seen(TENANT, vacant)]).toEqual([true, 404]);
      expect([await seen(TRADE, gas), await seen(TRADE, vacant)]).toEqual([404, 404]);

      // Row-level security underneath: an owner may read the photo's row but never set it.
      const pool = running.app.get<DataSource>(APP_DATA_SOURCE);
      const setAs = (caller: CallerContext) =>
        pool.transaction(async (manager) => {
          await applyDbContext(manager, caller);
          await manager.query(`UPDATE "portfolio"."meter_reading" SET "photo_width" = 1 WHERE "id" = $1`, [
            gas.readingId,
          ]);
        });
      await expect(setAs(OWNER)).rejects.toThrow(/row-level security/);
      expect((await readingOf(STAFF, gas.accountId, gas.readingId)).body.photo?.width).toBe(1920);
    });

    it('[UTIL-01] the photo columns migrate down and up again, all set or all null', async () => {
      const runner = running.dataSource.createQueryRunner();
      const columns = async () =>
        (
          (await runner.query(
            `SELECT column_name FROM information_schema.columns
              WHERE table_schema = 'portfolio' AND table_name = 'meter_reading' AND column_name LIKE 'photo%'`,
          )) as { column_name: string }[]
        ).length;
      const migration = new MeterReadingPhotos1796800000000();
      await runner.startTransaction();
      try {
        // In a transaction rolled back at the end, so other tests of the run never see the columns gone.
        expect(await columns()).toBe(7);
        await migration.down(runner);
        expect(await columns()).toBe(0);
        await migration.up(runner);
        expect(await columns()).toBe(7);
        await expect(
          runner.query(`UPDATE "portfolio"."meter_reading" SET "photo_width" = 10 WHERE "photo_storage_key" IS NULL`),
        ).rejects.toThrow(/ck_meter_reading_photo_all_or_none/);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });
});
