import type { CallerContext, ErrorBody, Page, TenancyBody, TenancyDetailBody } from '@pm/contracts';
import { APP_DATA_SOURCE, applyDbContext, applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { addDays, londonToday } from '../../src/compliance/calendar-date';
import { Tenancies1797000000000 } from '../../src/database/migrations/1797000000000-tenancies';
import { PORTFOLIO_DEMO_SEED } from '../../src/database/seed';
import { createProperty, createTenancy, createTenant } from '../factories';

const A = DEMO.agencyCompanyId;
const lease = (n: number) => demoId(DEMO_KIND.lease, n);
const property = (n: number) => demoId(DEMO_KIND.property, n);
const MANAGER: CallerContext = { userId: DEMO.users.manager.id, companyId: A, role: 'manager' };
const TENANT: CallerContext = {
  userId: DEMO.users.tenant.id,
  companyId: A,
  role: 'tenant',
  tenantId: demoId(DEMO_KIND.tenant, 1),
  propertyIds: [property(1)],
};

describe('portfolio tenancies (integration)', () => {
  const running = useTestApp(AppModule);
  const today = londonToday();
  const get = <T = TenancyDetailBody>(path: string, caller: CallerContext) =>
    running.get<T>(path, internalHeaders(caller));
  const post = <T = TenancyDetailBody>(path: string, caller: CallerContext, body: unknown = {}) =>
    requestJson<T>(`${running.url}${path}`, { method: 'POST', headers: internalHeaders(caller), body });

  beforeAll(async () => {
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
  });

  it('[LEASE-01] [DEP-02] [LEASE-04] the demo tenancies carry types, frequencies, deposits (one days from its deadline) and a rent change', async () => {
    const list = await get<Page<TenancyBody>>('/v1/leases?limit=100', MANAGER);
    const byId = new Map(list.body.items.map((item) => [item.id, item]));
    expect(byId.get(lease(1))).toMatchObject({
      type: 'assured_periodic',
      rentPence: 92_000,
      currentRentPence: 95_000,
      monthlyRentPence: 95_000,
      deposit: { scheme: 'dps', state: 'protected' },
      rentChanges: [{ effectiveFrom: addDays(today, -30), rentPence: 95_000 }],
    });
    expect(byId.get(lease(2))?.deposit).toMatchObject({
      state: 'due_soon',
      deadline: addDays(today, 4),
      protectedOn: null,
    });
    expect(byId.get(lease(3))).toMatchObject({ type: 'assured_shorthold', status: 'ended' });
    expect(byId.get(lease(4))).toMatchObject({
      type: 'private_residential_tenancy',
      rentFrequency: 'four_weekly',
      rentDueDay: null,
      monthlyRentPence: 115_000,
      deposit: { scheme: 'safedeposits_scotland', state: 'protected' },
    });
    expect(byId.get(lease(5))).toMatchObject({ status: 'ending', noticeGivenOn: addDays(today, -54) });

    // The schedule charges the starting rent before the change and the new rent from the first period after it.
    const one = await get(`/v1/leases/${lease(1)}`, TENANT);
    expect(one.status).toBe(200);
    const amounts = new Set(one.body.schedule.slice(1).map((charge) => charge.amountPence));
    expect([...amounts].sort()).toEqual([92_000, 95_000]);
    expect(one.body.scheduleUntil > today).toBe(true);
  });

  it('[LEASE-03] [ISO-04] moves a tenancy over REST with 409 for a move its status refuses, and records each move', async () => {
    const caller = makeCaller();
    const home = await createProperty(running.dataSource, caller.companyId);
    const tenant = await createTenant(running.dataSource, caller.companyId);
    await running.dataSource.query(
      `INSERT INTO "portfolio"."tenant_right_to_rent_check" ("company_id", "tenant_id", "checked_on", "method")
       VALUES ($1, $2, $3, 'idvt')`,
      [caller.companyId, tenant.id, addDays(today, -10)],
    );
    const created = await post('/v1/leases', caller, {
      propertyId: home.id,
      tenantIds: [tenant.id],
      type: 'assured_periodic',
      startDate: today,
      rentPence: 30_000,
      rentFrequency: 'weekly',
      rentDueDay: 9,
      depositPence: 150_000,
      depositScheme: 'tds',
    });
    expect(created.status).toBe(201);
    // Weekly rent has no due day; its monthly equivalent is a year's rent over 12.
    expect(created.body).toMatchObject({ status: 'draft', rentDueDay: null, monthlyRentPence: 130_000 });
    expect(created.body.schedule[0]).toEqual({
      periodStart: today,
      periodEnd: addDays(today, 6),
      dueDate: today,
      amountPence: 30_000,
    });
    const id = created.body.id;
    expect((await post(`/v1/leases/${id}/end`, caller, { endDate: today })).status).toBe(409);
    expect((await post(`/v1/leases/${id}/activate`, caller)).body.status).toBe('active');
    const conflict = await post<ErrorBody>(`/v1/leases/${id}/activate`, caller);
    expect(conflict.body).toMatchObject({ statusCode: 409, code: 'TENANCY_STATUS_CONFLICT' });
    expect((await post(`/v1/leases/${id}/end`, caller, { endDate: today })).body.status).toBe('ended');
    const history = await get<{ action: string }[]>(`/v1/leases/${id}/history`, caller);
    expect(history.body.map((entry) => entry.action)).toEqual(['created', 'activated', 'ended']);
    const homeHistory = await get<{ data: unknown }[]>(`/v1/properties/${home.id}/history`, caller);
    expect(homeHistory.body.map((entry) => entry.data)).toEqual([
      { changes: { status: { from: 'vacant', to: 'let' } } },
      { changes: { status: { from: 'let', to: 'vacant' } } },
    ]);
  });

  it("[ISO-01] [ISO-02] row-level security: a rent change is seen with its tenancy, written by the company's staff only", async () => {
    const pool = running.app.get<DataSource>(APP_DATA_SOURCE);
    const other = makeCaller();
    const elsewhere = await createProperty(running.dataSource, other.companyId);
    const theirs = await createTenancy(running.dataSource, other.companyId, elsewhere.id, []);
    await running.dataSource.query(
      `INSERT INTO "portfolio"."rent_change" ("company_id", "lease_id", "effective_from", "rent_pence")
       VALUES ($1, $2, $3, 99000)`,
      [other.companyId, theirs.id, addDays(today, 30)],
    );
    const seen = (caller: CallerContext) =>
      pool.transaction(async (manager) => {
        await applyDbContext(manager, caller);
        const rows = (await manager.query(`SELECT "lease_id" FROM "portfolio"."rent_change"`)) as {
          lease_id: string;
        }[];
        return rows.map((row) => row.lease_id);
      });
    expect(await seen(MANAGER)).toEqual([lease(1)]);
    expect(await seen(TENANT)).toEqual([lease(1)]);
    expect(await seen({ ...TENANT, tenantId: demoId(DEMO_KIND.tenant, 2), userId: randomUUID() })).toEqual([]);
    expect(await seen(other)).toEqual([theirs.id]);
    await expect(
      pool.transaction(async (manager) => {
        await applyDbContext(manager, TENANT);
        await manager.query(
          `INSERT INTO "portfolio"."rent_change" ("company_id", "lease_id", "effective_from", "rent_pence")
           VALUES ($1, $2, $3, 1)`,
          [A, lease(1), addDays(today, 60)],
        );
      }),
    ).rejects.toThrow(/row-level security/);
  });

  it('[LEASE-04] [DEP-01] the migration drops the terms and rent changes and gives them back, down and up again', async () => {
    const runner = running.dataSource.createQueryRunner();
    const migration = new Tenancies1797000000000();
    const companyId = randomUUID();
    await runner.startTransaction();
    try {
      // In a transaction rolled back at the end, so other tests of the run never see the columns gone.
      const [home] = (await runner.query(
        `INSERT INTO "portfolio"."property" ("company_id", "reference", "address_line1", "city", "postcode", "nation",
           "type", "bedrooms", "bathrooms", "furnished", "status", "monthly_rent_pence")
         VALUES ($1, 'MIG-1', '1 Leith Walk', 'Edinburgh', 'EH6 8PG', 'scotland', 'flat', 1, 1, false, 'let', 80000)
         RETURNING "id"`,
        [companyId],
      )) as { id: string }[];
      const [row] = (await runner.query(
        `INSERT INTO "portfolio"."lease" ("company_id", "property_id", "nation", "type", "status", "start_date",
           "rent_pence", "rent_frequency", "rent_due_day", "monthly_rent_pence", "deposit_pence")
         VALUES ($1, $2, 'scotland', 'private_residential_tenancy', 'active', '2026-03-17', 80000, 'monthly', 17, 80000, 80000)
         RETURNING "id"`,
        [companyId, home!.id],
      )) as { id: string }[];
      await runner.query(
        `INSERT INTO "portfolio"."rent_change" ("company_id", "lease_id", "effective_from", "rent_pence")
         VALUES ($1, $2, '2027-03-17', 82000)`,
        [companyId, row!.id],
      );
      await migration.down(runner);
      const columns = (await runner.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'portfolio' AND table_name = 'lease'
          ORDER BY column_name`,
      )) as { column_name: string }[];
      expect(columns.map((column) => column.column_name)).not.toContain('rent_pence');
      expect(await runner.query(`SELECT to_regclass('portfolio.rent_change') AS t`)).toEqual([{ t: null }]);
      await migration.up(runner);
      expect(
        await runner.query(
          `SELECT "nation", "type", "rent_pence", "rent_frequency", "rent_due_day", "deposit_pence"
             FROM "portfolio"."lease" WHERE "id" = $1`,
          [row!.id],
        ),
      ).toEqual([
        {
          nation: 'scotland',
          type: 'private_residential_tenancy',
          rent_pence: 80000,
          rent_frequency: 'monthly',
          rent_due_day: 17,
          deposit_pence: null,
        },
      ]);
      await expect(
        runner.query(
          `INSERT INTO "portfolio"."lease" ("company_id", "property_id", "nation", "type", "status", "start_date",
             "rent_pence", "rent_frequency", "rent_due_day", "monthly_rent_pence")
           VALUES ($1, $2, 'scotland', 'private_residential_tenancy', 'draft', '2026-03-17', 1, 'monthly', NULL, 1)`,
          [companyId, home!.id],
        ),
      ).rejects.toThrow(/ck_lease_rent_due_day/);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
