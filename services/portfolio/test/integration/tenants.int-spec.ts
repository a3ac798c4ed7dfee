import type { CallerContext, ErrorBody, Page, RightToRentCheckBody, TenantBody } from '@pm/contracts';
import { APP_DATA_SOURCE, applyDbContext, applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { addDays, londonToday } from '../../src/compliance/calendar-date';
import { Tenants1796900000000 } from '../../src/database/migrations/1796900000000-tenants';
import { PORTFOLIO_DEMO_SEED } from '../../src/database/seed';
import { TenantEntity } from '../../src/tenants/tenant.entity';

const VALID = {
  firstName: ' Amara ',
  lastName: 'Okoye',
  email: ' Amara.Okoye@Example.com ',
  phone: '07700 900444',
  dateOfBirth: '1994-02-11',
  emergencyContactName: 'Chidi Okoye',
  emergencyContactPhone: '+44 (0)20 7946 0018',
  emergencyContactRelationship: 'Brother',
  notes: 'Guarantor: her employer',
};

const A = DEMO.agencyCompanyId;
const tenant = (n: number) => demoId(DEMO_KIND.tenant, n);
const property = (n: number) => demoId(DEMO_KIND.property, n);
const DEMO_OWNER: CallerContext = {
  userId: DEMO.users.owner.id,
  companyId: A,
  role: 'owner',
  ownerId: demoId(DEMO_KIND.propertyOwner, 1),
  propertyIds: [property(1), property(6), property(9)],
};
const DEMO_TENANT: CallerContext = {
  userId: DEMO.users.tenant.id,
  companyId: A,
  role: 'tenant',
  tenantId: tenant(1),
  propertyIds: [property(1)],
};
const DEMO_MANAGER: CallerContext = { userId: DEMO.users.manager.id, companyId: A, role: 'manager' };

describe('portfolio tenants (integration)', () => {
  const running = useTestApp(AppModule);
  const send = <T = TenantBody>(method: 'POST' | 'PATCH', path: string, caller: CallerContext, body?: unknown) =>
    requestJson<T>(`${running.url}${path}`, { method, headers: internalHeaders(caller), body: body ?? {} });
  const get = <T = TenantBody>(path: string, caller: CallerContext) => running.get<T>(path, internalHeaders(caller));
  const count = (companyId: string) => running.dataSource.getRepository(TenantEntity).countBy({ companyId });
  const fields = (res: { body: unknown }) => (res.body as ErrorBody).details?.fields;

  beforeAll(async () => {
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
  });

  it('[TEN-01] [ISO-04] creates a tenant, trimmed and lower-cased, an applicant not yet checked, with its history', async () => {
    const caller = makeCaller();
    const res = await send('POST', '/v1/tenants', caller, VALID);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      companyId: caller.companyId,
      firstName: 'Amara',
      lastName: 'Okoye',
      email: 'amara.okoye@example.com',
      phone: '07700 900444',
      dateOfBirth: '1994-02-11',
      emergencyContactName: 'Chidi Okoye',
      emergencyContactPhone: '+44 (0)20 7946 0018',
      emergencyContactRelationship: 'Brother',
      status: 'applicant',
      notes: 'Guarantor: her employer',
      rightToRent: { state: 'not_checked', latestCheck: null, alertDate: null },
      userId: null,
      invitedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const updated = await send('PATCH', `/v1/tenants/${res.body.id}`, caller, { status: 'current', notes: null });
    expect(updated.body).toMatchObject({ status: 'current', notes: null });
    const history = (await get<{ action: string; data: unknown }[]>(`/v1/tenants/${res.body.id}/history`, caller)).body;
    expect(history.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(history[1]!.data).toEqual({
      changes: { status: { from: 'applicant', to: 'current' }, notes: { from: 'Guarantor: her employer', to: null } },
    });
  });

  it('[TEN-01] refuses bad fields with a message each, and stores nothing', async () => {
    const caller = makeCaller();
    const tomorrow = addDays(londonToday(), 1);
    const res = await send('POST', '/v1/tenants', caller, {
      ...VALID,
      firstName: ' ',
      email: 'not-an-email',
      phone: '+1 212 555 0100',
      dateOfBirth: tomorrow,
      emergencyContactPhone: '12345',
      status: 'lodger',
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual({
      firstName: ['Enter the first name (at most 100 characters)'],
      email: ['Enter an e-mail address, such as name@example.com'],
      phone: ['Enter a UK phone number, such as 07700 900123 or 020 7946 0018'],
      dateOfBirth: ['Enter the date of birth as YYYY-MM-DD, not in the future'],
      emergencyContactPhone: ['Enter a UK phone number, such as 07700 900123 or 020 7946 0018'],
      status: ['Choose a status: applicant, current, former'],
    });
    expect(await count(caller.companyId)).toBe(0);

    const created = await send('POST', '/v1/tenants', caller, VALID);
    const refused = await send('PATCH', `/v1/tenants/${created.body.id}`, caller, { lastName: null, phone: 'abc' });
    expect(Object.keys(fields(refused) ?? {}).sort()).toEqual(['lastName', 'phone']);
    expect((await get(`/v1/tenants/${created.body.id}`, caller)).body.lastName).toBe('Okoye');
  });

  it('[TEN-02] records checks: the latest stands, a time-limited right within 28 days of its end is expiring', async () => {
    const caller = makeCaller();
    const { id } = (await send('POST', '/v1/tenants', caller, VALID)).body;
    const today = londonToday();
    const first = await send<RightToRentCheckBody>('POST', `/v1/tenants/${id}/right-to-rent-checks`, caller, {
      checkedOn: addDays(today, -400),
      method: 'manual_document',
    });
    expect(first.status).toBe(201);
    expect((await get(`/v1/tenants/${id}`, caller)).body.rightToRent).toMatchObject({
      state: 'valid',
      alertDate: null,
    });

    const second = await send<RightToRentCheckBody>('POST', `/v1/tenants/${id}/right-to-rent-checks`, caller, {
      checkedOn: addDays(today, -10),
      method: 'online_share_code',
      shareCode: 'w4k 7px 9qm',
      expiresOn: addDays(today, 20),
    });
    expect(second.body).toEqual({
      id: expect.any(String),
      tenantId: id,
      checkedOn: addDays(today, -10),
      method: 'online_share_code',
      shareCode: 'W4K7PX9QM',
      expiresOn: addDays(today, 20),
      checkedByUserId: caller.userId,
      createdAt: expect.any(String),
    });
    expect((await get(`/v1/tenants/${id}`, caller)).body.rightToRent).toEqual({
      state: 'expiring',
      latestCheck: second.body,
      alertDate: addDays(today, -8),
    });
    const checks = (await get<RightToRentCheckBody[]>(`/v1/tenants/${id}/right-to-rent-checks`, caller)).body;
    expect(checks.map((check) => check.id)).toEqual([second.body.id, first.body.id]);
    const history = (await get<{ action: string }[]>(`/v1/tenants/${id}/history`, caller)).body;
    expect(history.map((entry) => entry.action)).toEqual(['created', 'right_to_rent_checked', 'right_to_rent_checked']);
  });

  it('[TEN-02] refuses a check in the future, an expiry not after it, or a share code without an online check', async () => {
    const caller = makeCaller();
    const { id } = (await send('POST', '/v1/tenants', caller, VALID)).body;
    const today = londonToday();
    const res = await send('POST', `/v1/tenants/${id}/right-to-rent-checks`, caller, {
      checkedOn: addDays(today, 1),
      method: 'passport',
      shareCode: 'ABC',
      expiresOn: addDays(today, 1),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(fields(res) ?? {}).sort()).toEqual(['checkedOn', 'expiresOn', 'method', 'shareCode']);
    const manual = await send('POST', `/v1/tenants/${id}/right-to-rent-checks`, caller, {
      checkedOn: today,
      method: 'manual_document',
      shareCode: 'W4K7PX9QM',
      expiresOn: today,
    });
    expect(fields(manual)).toEqual({
      shareCode: ['A share code goes with an online check only'],
      expiresOn: ['Enter the last day of the right as YYYY-MM-DD, after the date of the check'],
    });
    expect((await get<RightToRentCheckBody[]>(`/v1/tenants/${id}/right-to-rent-checks`, caller)).body).toEqual([]);
  });

  it("[ISO-01] answers another company's tenant as not found by id, list, batch and check, and never changes it", async () => {
    const mine = makeCaller();
    const other = makeCaller();
    const { id } = (await send('POST', '/v1/tenants', mine, VALID)).body;
    expect((await get(`/v1/tenants/${id}`, other)).status).toBe(404);
    expect((await get<Page<TenantBody>>('/v1/tenants', other)).body.total).toBe(0);
    expect((await get<{ items: TenantBody[] }>(`/v1/tenants?ids=${id}`, other)).body.items).toEqual([]);
    expect((await send('PATCH', `/v1/tenants/${id}`, other, { firstName: 'X' })).status).toBe(404);
    const check = { checkedOn: londonToday(), method: 'idvt' };
    expect((await send('POST', `/v1/tenants/${id}/right-to-rent-checks`, other, check)).status).toBe(404);
    expect((await get(`/v1/tenants/${id}`, mine)).body.firstName).toBe('Amara');
  });

  it('[TEN-01] [ISO-03] lists by name, searched, filtered by status and paged by cursor', async () => {
    const caller = makeCaller();
    for (const [firstName, lastName, status] of [
      ['Zoe', 'Adams', 'current'],
      ['Bea', 'Brown', 'former'],
      ['Al', 'Adams', 'applicant'],
    ] as const) {
      await send('POST', '/v1/tenants', caller, { ...VALID, firstName, lastName, status });
    }
    const names = async (query: string) =>
      (await get<Page<TenantBody>>(`/v1/tenants?${query}`, caller)).body.items.map(
        (t) => `${t.firstName} ${t.lastName}`,
      );
    expect(await names('')).toEqual(['Al Adams', 'Zoe Adams', 'Bea Brown']);
    expect(await names('sort=-name')).toEqual(['Bea Brown', 'Zoe Adams', 'Al Adams']);
    expect(await names('q=zoe%20ad')).toEqual(['Zoe Adams']);
    expect(await names('status=former')).toEqual(['Bea Brown']);
    const first = (await get<Page<TenantBody>>('/v1/tenants?limit=2', caller)).body;
    const rest = (await get<Page<TenantBody>>(`/v1/tenants?limit=2&cursor=${first.nextCursor}`, caller)).body;
    expect([...first.items, ...rest.items].map((t) => t.firstName)).toEqual(['Al', 'Zoe', 'Bea']);
    expect((await get('/v1/tenants?status=lodger', caller)).status).toBe(400);
  });

  it('[ISO-02] [TEN-01] staff see every tenant, an owner those of their properties, a tenant themself, a trade none', async () => {
    const listed = async (caller: CallerContext) =>
      (await get<Page<TenantBody>>('/v1/tenants?limit=100', caller)).body.items.map((t) => t.id).sort();
    expect(await listed(DEMO_MANAGER)).toEqual([1, 2, 3, 4, 5, 6].map(tenant).sort());
    // NGL-001's tenants: Emily now, Liam before her.
    expect(await listed(DEMO_OWNER)).toEqual([tenant(1), tenant(6)].sort());
    expect(await listed(DEMO_TENANT)).toEqual([tenant(1)]);
    expect(await listed({ userId: DEMO.users.trade.id, companyId: A, role: 'trade' })).toEqual([]);

    const ownersView = (await get(`/v1/tenants/${tenant(1)}`, DEMO_OWNER)).body;
    expect(ownersView).toMatchObject({ firstName: 'Emily', notes: null, dateOfBirth: null, userId: null });
    const ownView = (await get(`/v1/tenants/${tenant(1)}`, DEMO_TENANT)).body;
    expect(ownView).toMatchObject({ dateOfBirth: '1996-04-18', emergencyContactName: 'Helen Carter', notes: null });
    expect((await get(`/v1/tenants/${tenant(2)}`, DEMO_OWNER)).status).toBe(404);
    expect((await get(`/v1/tenants/${tenant(2)}`, DEMO_TENANT)).status).toBe(404);
    expect((await send('PATCH', `/v1/tenants/${tenant(1)}`, DEMO_TENANT, { firstName: 'X' })).status).toBe(404);
    expect((await get(`/v1/tenants/${tenant(1)}/history`, DEMO_OWNER)).status).toBe(404);
  });

  it('[TEN-02] the demo: a time-limited right in Leeds is expiring, one in Glasgow needs no check, a former tenant none', async () => {
    const states = Object.fromEntries(
      (await get<Page<TenantBody>>('/v1/tenants?limit=100', DEMO_MANAGER)).body.items.map((t) => [
        t.firstName,
        t.rightToRent.state,
      ]),
    );
    expect(states).toEqual({
      Emily: 'valid',
      James: 'expiring',
      Sophie: 'valid',
      Callum: 'not_required',
      Ana: 'not_required',
      Liam: 'not_checked',
    });
  });

  it('[ISO-02] row-level security: an owner reads the tenants and checks of their tenancies and writes none', async () => {
    const pool = running.app.get<DataSource>(APP_DATA_SOURCE);
    const seenBy = (caller: CallerContext) =>
      pool.transaction(async (manager) => {
        await applyDbContext(manager, caller);
        const counted: Record<string, number> = {};
        for (const table of ['tenant', 'lease_tenant', 'tenant_right_to_rent_check']) {
          const [row] = (await manager.query(`SELECT count(*)::int AS n FROM "portfolio"."${table}"`)) as {
            n: number;
          }[];
          counted[table] = row!.n;
        }
        return counted;
      });
    expect(await seenBy(DEMO_OWNER)).toEqual({ tenant: 2, lease_tenant: 2, tenant_right_to_rent_check: 1 });
    expect(await seenBy(DEMO_TENANT)).toEqual({ tenant: 1, lease_tenant: 1, tenant_right_to_rent_check: 1 });
    await expect(
      pool.transaction(async (manager) => {
        await applyDbContext(manager, DEMO_OWNER);
        await manager.query(`UPDATE "portfolio"."tenant" SET "notes" = 'x' WHERE "id" = $1`, [tenant(1)]);
      }),
    ).rejects.toThrow(/row-level security/);
    await expect(
      pool.transaction(async (manager) => {
        await applyDbContext(manager, DEMO_TENANT);
        await manager.query(
          `INSERT INTO "portfolio"."tenant_right_to_rent_check" ("company_id", "tenant_id", "checked_on", "method")
           VALUES ($1, $2, current_date, 'idvt')`,
          [A, tenant(1)],
        );
      }),
    ).rejects.toThrow(/row-level security/);
  });

  it('[TEN-02] the migration moves the Right to Rent columns into checks and back, down and up again', async () => {
    const runner = running.dataSource.createQueryRunner();
    const migration = new Tenants1796900000000();
    const companyId = randomUUID();
    await runner.startTransaction();
    try {
      // In a transaction rolled back at the end, so other tests of the run never see the table gone.
      await applyDbContext(runner, { companyId });
      const [inserted] = (await runner.query(
        `INSERT INTO "portfolio"."tenant" ("company_id", "first_name", "last_name", "email", "phone")
         VALUES ($1, 'Ann', 'Lee', 'ann@example.com', '07700 900100') RETURNING "id"`,
        [companyId],
      )) as { id: string }[];
      const id = inserted!.id;
      await runner.query(
        `INSERT INTO "portfolio"."tenant_right_to_rent_check" ("company_id", "tenant_id", "checked_on", "method", "expires_on")
         VALUES ($1, $2, '2026-01-05', 'idvt', '2027-01-05'), ($1, $2, '2025-01-05', 'manual_document', NULL)`,
        [companyId, id],
      );
      await migration.down(runner);
      await applyDbContext(runner, { companyId });
      expect(
        await runner.query(
          `SELECT "right_to_rent_checked_at"::text AS checked, "right_to_rent_expires_at"::text AS expires FROM "portfolio"."tenant" WHERE "id" = $1`,
          [id],
        ),
      ).toEqual([{ checked: '2026-01-05', expires: '2027-01-05' }]);
      await migration.up(runner);
      await applyDbContext(runner, { companyId });
      expect(
        await runner.query(
          `SELECT "checked_on"::text AS checked, "method", "expires_on"::text AS expires FROM "portfolio"."tenant_right_to_rent_check" WHERE "tenant_id" = $1`,
          [id],
        ),
      ).toEqual([{ checked: '2026-01-05', method: 'manual_document', expires: '2027-01-05' }]);
      await expect(
        runner.query(
          `INSERT INTO "portfolio"."tenant_right_to_rent_check" ("company_id", "tenant_id", "checked_on", "method", "expires_on")
           VALUES ($1, $2, '2026-01-05', 'idvt', '2026-01-05')`,
          [companyId, id],
        ),
      ).rejects.toThrow(/ck_tenant_right_to_rent_check_expiry/);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
