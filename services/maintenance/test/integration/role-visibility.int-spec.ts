import type { CallerContext, MaintenanceCounts, MaintenanceRequestBody, Page } from '@pm/contracts';
import { APP_DATA_SOURCE, applyDbContext, applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, useTestApp } from '@pm/kit/testing';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { MAINTENANCE_DEMO_SEED } from '../../src/database/seed';

const A = DEMO.agencyCompanyId;
const property = (n: number) => demoId(DEMO_KIND.property, n);
const request = (n: number) => demoId(DEMO_KIND.maintenanceRequest, n);
const login = (role: 'manager' | 'owner' | 'tenant' | 'trade'): CallerContext => ({
  userId: DEMO.users[role].id,
  companyId: A,
  role,
});
/** The links portfolio gives the demo logins: the owner's NGL-001, 006 and 009; the tenant's home NGL-001. */
const OWNER: CallerContext = {
  ...login('owner'),
  ownerId: demoId(DEMO_KIND.propertyOwner, 1),
  propertyIds: [property(1), property(6), property(9)],
};
const TENANT: CallerContext = { ...login('tenant'), tenantId: demoId(DEMO_KIND.tenant, 1), propertyIds: [property(1)] };

describe('maintenance: what each role sees (ISO-02, integration)', () => {
  const running = useTestApp(AppModule);
  const get = <T>(path: string, caller: CallerContext) => running.get<T>(path, internalHeaders(caller));

  beforeAll(async () => {
    await applySeeds(running.dataSource, [MAINTENANCE_DEMO_SEED]);
  });

  it("[ISO-02] staff see the company's requests, an owner their properties', a tenant the ones they reported, a trade none", async () => {
    const expected: [CallerContext, string[], number][] = [
      [login('manager'), Array.from({ length: 10 }, (_, i) => request(i + 1)), 7],
      // NGL-001's two (one open) and NGL-006's cancelled one.
      [OWNER, [request(1), request(9), request(10)], 1],
      [TENANT, [request(1), request(9)], 1],
      // No job is assigned to anyone yet.
      [login('trade'), [], 0],
    ];
    for (const [caller, visible, open] of expected) {
      const page = await get<Page<MaintenanceRequestBody>>('/v1/requests?limit=100', caller);
      expect({ role: caller.role, ids: page.body.items.map((r) => r.id).sort(), total: page.body.total }).toEqual({
        role: caller.role,
        ids: [...visible].sort(),
        total: visible.length,
      });
      expect((await get<MaintenanceCounts>('/v1/counts', caller)).body).toEqual({ open, total: visible.length });
      for (const id of [request(1), request(2)]) {
        const one = await get(`/v1/requests/${id}`, caller);
        expect({ role: caller.role, id, status: one.status }).toEqual({
          role: caller.role,
          id,
          status: visible.includes(id) ? 200 : 404,
        });
      }
    }
  });

  it('[ISO-02] an owner or tenant whose links are absent sees nothing', async () => {
    for (const caller of [login('owner'), { ...login('owner'), propertyIds: [] }]) {
      expect((await get<Page<MaintenanceRequestBody>>('/v1/requests', caller)).body.total).toBe(0);
      expect((await get<MaintenanceCounts>('/v1/counts', caller)).body).toEqual({ open: 0, total: 0 });
    }
    // Another tenant's login has reported nothing, whatever home it is linked to.
    const stranger = { ...TENANT, userId: DEMO.users.trade.id };
    expect((await get<Page<MaintenanceRequestBody>>('/v1/requests', stranger)).body.total).toBe(0);
  });

  it('[ISO-02] row-level security holds each role to its rows even for a query with no filter at all', async () => {
    const pool = running.app.get<DataSource>(APP_DATA_SOURCE);
    const seenBy = (caller: CallerContext) =>
      pool.transaction(async (manager) => {
        await applyDbContext(manager, caller);
        const rows = (await manager.query(`SELECT id FROM "maintenance"."maintenance_request" ORDER BY reference`)) as {
          id: string;
        }[];
        const [categories] = (await manager.query(
          `SELECT count(*)::int AS n FROM "maintenance"."maintenance_category"`,
        )) as { n: number }[];
        return { requests: rows.map((row) => row.id), categories: categories!.n };
      });
    expect((await seenBy(login('manager'))).requests).toHaveLength(10);
    expect(await seenBy(OWNER)).toEqual({ requests: [request(1), request(9), request(10)], categories: 8 });
    expect(await seenBy(TENANT)).toEqual({ requests: [request(1), request(9)], categories: 8 });
    expect(await seenBy(login('trade'))).toEqual({ requests: [], categories: 8 });
  });
});
