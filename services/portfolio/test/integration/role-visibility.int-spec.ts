import type { CallerContext, CallerLinksBody, LeaseBody, Page, PropertyBody, PropertyOwnerBody } from '@pm/contracts';
import { APP_DATA_SOURCE, applyDbContext, applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { PORTFOLIO_DEMO_SEED } from '../../src/database/seed';
import { createOwner, createProperty } from '../factories';

const A = DEMO.agencyCompanyId;
const property = (n: number) => demoId(DEMO_KIND.property, n);
const lease = (n: number) => demoId(DEMO_KIND.lease, n);
const tenant = (n: number) => demoId(DEMO_KIND.tenant, n);
const OWNER_1 = demoId(DEMO_KIND.propertyOwner, 1);

const login = (role: 'manager' | 'owner' | 'tenant' | 'trade'): CallerContext => ({
  userId: DEMO.users[role].id,
  companyId: A,
  role,
});
/** What the bff signs after asking /v1/caller-links (checked in the first test). */
const OWNER: CallerContext = {
  ...login('owner'),
  ownerId: OWNER_1,
  propertyIds: [property(1), property(6), property(9)],
};
const TENANT: CallerContext = { ...login('tenant'), tenantId: tenant(1), propertyIds: [property(1)] };
const TRADE = login('trade');
const MANAGER = login('manager');

describe('portfolio: what each role sees (ISO-02, integration)', () => {
  const running = useTestApp(AppModule);
  const get = <T>(path: string, caller: CallerContext) => running.get<T>(path, internalHeaders(caller));
  const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

  beforeAll(async () => {
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
  });

  it("[ISO-02] finds an owner's and a tenant's links by their login alone; staff and trades have none", async () => {
    const links = async (caller: CallerContext) => (await get<CallerLinksBody>('/v1/caller-links', caller)).body;
    expect(await links(login('owner'))).toEqual({
      ownerId: OWNER_1,
      tenantId: null,
      propertyIds: [property(1), property(6), property(9)],
    });
    // Their current home only: the ended tenancy at the same flat (lease 3) is someone else's.
    expect(await links(login('tenant'))).toEqual({ ownerId: null, tenantId: tenant(1), propertyIds: [property(1)] });
    const none = { ownerId: null, tenantId: null, propertyIds: [] };
    expect(await links(TRADE)).toEqual(none);
    expect(await links(MANAGER)).toEqual(none);
    // A login with no owner or tenant record, and one of another company, open nothing.
    expect(await links(makeCaller({ role: 'owner', companyId: A }))).toEqual(none);
    expect(await links({ ...login('owner'), companyId: DEMO.otherAgencyCompanyId })).toEqual(none);
  });

  it('[ISO-02] lists, counts, batch reads and gets properties by role', async () => {
    const expected: [CallerContext, string[]][] = [
      [MANAGER, Array.from({ length: 12 }, (_, i) => property(i + 1))],
      [OWNER, [property(1), property(6), property(9)]],
      [TENANT, [property(1)]],
      [TRADE, []],
    ];
    for (const [caller, visible] of expected) {
      const page = await get<Page<PropertyBody>>('/v1/properties?limit=100', caller);
      expect({ role: caller.role, ids: ids(page.body), total: page.body.total }).toEqual({
        role: caller.role,
        ids: visible,
        total: visible.length,
      });
      expect((await get<{ properties: number }>('/v1/counts', caller)).body).toEqual({ properties: visible.length });
      const asked = [property(2), property(1), property(6), property(101)];
      const batch = await get<{ items: PropertyBody[] }>(`/v1/properties?ids=${asked.join(',')}`, caller);
      expect(ids(batch.body)).toEqual(asked.filter((id) => visible.includes(id)));
      for (const id of [property(1), property(2), property(101)]) {
        const one = await get<PropertyBody>(`/v1/properties/${id}`, caller);
        expect({ role: caller.role, id, status: one.status }).toEqual({
          role: caller.role,
          id,
          status: visible.includes(id) ? 200 : 404,
        });
      }
    }
  });

  it("[ISO-02] shows owners' records only to staff and to that owner", async () => {
    const everyone = await get<Page<PropertyOwnerBody>>('/v1/owners', MANAGER);
    expect(everyone.body.total).toBe(4);
    const own = await get<Page<PropertyOwnerBody>>('/v1/owners', OWNER);
    expect(own.body.items).toEqual([expect.objectContaining({ id: OWNER_1, email: DEMO.users.owner.email })]);
    expect((await get(`/v1/owners/${demoId(DEMO_KIND.propertyOwner, 2)}`, OWNER)).status).toBe(404);
    for (const caller of [TENANT, TRADE]) {
      expect((await get<Page<PropertyOwnerBody>>('/v1/owners', caller)).body).toMatchObject({ items: [], total: 0 });
      expect((await get<{ items: unknown[] }>(`/v1/owners?ids=${OWNER_1}`, caller)).body.items).toEqual([]);
      expect((await get(`/v1/owners/${OWNER_1}`, caller)).status).toBe(404);
    }
  });

  it("[ISO-02] a list read with include=owner carries the owner only where the caller may see that owner's record", async () => {
    const ownersIn = async (caller: CallerContext) => {
      const page = await get<Page<PropertyBody>>('/v1/properties?limit=100&include=owner', caller);
      return new Map(page.body.items.map((item) => [item.id, item.owner?.id ?? null]));
    };
    const staff = await ownersIn(MANAGER);
    expect(staff.size).toBe(12);
    expect(staff.get(property(1))).toBe(OWNER_1);
    expect([...staff.values()].filter(Boolean).length).toBeGreaterThan(1);
    // The owner sees themselves on their own properties; a tenant sees their home but not who owns it.
    expect([...(await ownersIn(OWNER)).values()]).toEqual([OWNER_1, OWNER_1, OWNER_1]);
    expect([...(await ownersIn(TENANT)).entries()]).toEqual([[property(1), null]]);
  });

  it("[ISO-02] lists tenancies: an owner's properties' with their tenants, a tenant's own with only themself as tenant", async () => {
    const staff = await get<Page<LeaseBody>>('/v1/leases?limit=100', MANAGER);
    expect(staff.body.total).toBe(5);
    expect(staff.body.items.find((l) => l.id === lease(2))?.tenantIds.sort()).toEqual([tenant(2), tenant(3)].sort());

    const owners = await get<Page<LeaseBody>>('/v1/leases', OWNER);
    expect(ids(owners.body).sort()).toEqual([lease(1), lease(3)].sort());
    // TEN-01: an owner sees the tenants of their properties' tenancies.
    expect(owners.body.items.find((l) => l.id === lease(1))?.tenantIds).toEqual([tenant(1)]);
    expect(owners.body.items.find((l) => l.id === lease(3))?.tenantIds).toEqual([tenant(6)]);

    const tenants = await get<Page<LeaseBody>>('/v1/leases', TENANT);
    expect(tenants.body.items).toEqual([
      expect.objectContaining({
        id: lease(1),
        propertyId: property(1),
        status: 'active',
        endDate: null,
        monthlyRentPence: 95_000,
        tenantIds: [tenant(1)],
      }),
    ]);
    expect((await get<Page<LeaseBody>>('/v1/leases?status=ended', TENANT)).body.total).toBe(0);
    expect((await get<Page<LeaseBody>>('/v1/leases', TRADE)).body.total).toBe(0);
  });

  it('[ISO-02] an owner or tenant with no link, or links that are not theirs, sees nothing of them', async () => {
    const unlinked: CallerContext[] = [
      login('owner'),
      login('tenant'),
      { ...login('owner'), propertyIds: [] },
      // Signed links the database does not back: the policies read the links from the tables themselves.
      { ...login('owner'), ownerId: demoId(DEMO_KIND.propertyOwner, 2), propertyIds: [property(2), property(10)] },
      { ...login('tenant'), tenantId: tenant(2), propertyIds: [property(2)] },
    ];
    for (const caller of unlinked) {
      const seen = {
        properties: (await get<Page<PropertyBody>>('/v1/properties', caller)).body.total,
        owners: (await get<Page<PropertyOwnerBody>>('/v1/owners', caller)).body.total,
        counts: (await get<{ properties: number }>('/v1/counts', caller)).body.properties,
      };
      expect({ caller, seen }).toEqual({ caller, seen: { properties: 0, owners: 0, counts: 0 } });
    }
  });

  it('[ISO-02] row-level security holds each role to its rows even for a query with no filter at all', async () => {
    const pool = running.app.get<DataSource>(APP_DATA_SOURCE);
    // A company of its own next to the demo agency: its rows must never show to the demo logins.
    const other = randomUUID();
    const otherOwner = await createOwner(running.dataSource, other);
    await createProperty(running.dataSource, other, { ownerId: otherOwner.id });
    const rowsSeenBy = (caller: CallerContext) =>
      pool.transaction(async (manager) => {
        await applyDbContext(manager, caller);
        const counted: Record<string, number> = {};
        for (const table of ['property', 'property_owner', 'tenant', 'lease', 'lease_tenant', 'building_factor']) {
          const [row] = (await manager.query(`SELECT count(*)::int AS n FROM "portfolio"."${table}"`)) as {
            n: number;
          }[];
          counted[table] = row!.n;
        }
        return counted;
      });
    expect(await rowsSeenBy(MANAGER)).toEqual({
      property: 12,
      property_owner: 4,
      tenant: 6,
      lease: 5,
      lease_tenant: 6,
      building_factor: 2,
    });
    // The tenants of their properties' tenancies (TEN-01): NGL-001's, Emily now and Liam before her.
    expect(await rowsSeenBy(OWNER)).toEqual({
      property: 3,
      property_owner: 1,
      tenant: 2,
      lease: 2,
      lease_tenant: 2,
      building_factor: 0,
    });
    expect(await rowsSeenBy(TENANT)).toEqual({
      property: 1,
      property_owner: 0,
      tenant: 1,
      lease: 1,
      lease_tenant: 1,
      building_factor: 0,
    });
    const nothing = { property: 0, property_owner: 0, tenant: 0, lease: 0, lease_tenant: 0, building_factor: 0 };
    expect(await rowsSeenBy(TRADE)).toEqual(nothing);
    // Signed property ids the owner does not own open no property (the tenancies trust the signed ids).
    expect((await rowsSeenBy({ ...login('owner'), propertyIds: [property(2)] })).property).toBe(3);
    expect(await rowsSeenBy({ ...login('tenant'), propertyIds: [property(2)] })).toMatchObject({
      property: 1,
      lease: 1,
    });
  });
});
