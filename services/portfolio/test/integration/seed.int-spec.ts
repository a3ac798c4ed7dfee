import type { Page, PropertyBody, PropertyOwnerBody } from '@pm/contracts';
import { applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { PORTFOLIO_DEMO_SEED } from '../../src/database/seed';
import { normalisePostcode } from '../../src/properties/postcode';

async function tableCounts(dataSource: DataSource): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['property', 'property_owner', 'building_factor', 'tenant', 'lease', 'lease_tenant']) {
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS n FROM "portfolio"."${table}" WHERE company_id = ANY($1)`,
      [[DEMO.agencyCompanyId, DEMO.otherAgencyCompanyId]],
    );
    counts[table] = row.n;
  }
  return counts;
}

describe('portfolio demo seed (integration)', () => {
  const running = useTestApp(AppModule);

  it('is idempotent and gives the agency 12 properties and the other agency 2', async () => {
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
    const once = await tableCounts(running.dataSource);
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
    const twice = await tableCounts(running.dataSource);

    expect(twice).toEqual(once);
    expect(once).toEqual({ property: 14, property_owner: 4, building_factor: 2, tenant: 6, lease: 5, lease_tenant: 6 });

    const agency = makeCaller({ companyId: DEMO.agencyCompanyId, role: 'manager' });
    const page = await requestJson<Page<PropertyBody>>(`${running.url}/v1/properties?limit=100`, {
      headers: internalHeaders(agency),
    });
    expect(page.body.total).toBe(12);
    expect(page.body.items.map((item) => item.reference)).toEqual(
      Array.from({ length: 12 }, (_, i) => `NGL-${String(i + 1).padStart(3, '0')}`),
    );
    for (const item of page.body.items) expect(normalisePostcode(item.postcode)).toBe(item.postcode);
    expect(new Set(page.body.items.map((item) => item.nation))).toEqual(new Set(['england', 'scotland']));
    const scottish = page.body.items.filter((item) => item.nation === 'scotland');
    expect(scottish.length).toBeGreaterThan(0);
    // [BF-01] Edinburgh's tenement flats with one factor, Glasgow's with the other.
    for (const item of scottish) {
      expect(item.buildingFactorId).toBe(demoId(DEMO_KIND.buildingFactor, item.city === 'Edinburgh' ? 1 : 2));
    }
    expect(page.body.items[0]!.id).toBe(demoId(DEMO_KIND.property, 1));

    const other = makeCaller({ companyId: DEMO.otherAgencyCompanyId });
    const otherPage = await requestJson<Page<PropertyBody>>(`${running.url}/v1/properties`, {
      headers: internalHeaders(other),
    });
    expect(otherPage.body.total).toBe(2);
  });

  it('links the demo owner login to its property owner record and the demo tenant login to its tenant record and home', async () => {
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
    const agency = makeCaller({ companyId: DEMO.agencyCompanyId });
    const owners = await requestJson<Page<PropertyOwnerBody>>(`${running.url}/v1/owners`, {
      headers: internalHeaders(agency),
    });
    expect(owners.body.items.map((o) => o.email)).toContain(DEMO.users.owner.email);

    const [tenant] = await running.dataSource.query(`SELECT email FROM "portfolio"."tenant" WHERE user_id = $1`, [
      DEMO.users.tenant.id,
    ]);
    expect(tenant.email).toBe(DEMO.users.tenant.email);

    const [owner] = await running.dataSource.query(
      `SELECT email, (SELECT count(*)::int FROM "portfolio"."property" p WHERE p.owner_id = o.id) AS properties
         FROM "portfolio"."property_owner" o WHERE user_id = $1`,
      [DEMO.users.owner.id],
    );
    expect(owner).toEqual({ email: DEMO.users.owner.email, properties: 3 });
    const homes = await running.dataSource.query(
      `SELECT p.reference FROM "portfolio"."lease" l
         JOIN "portfolio"."lease_tenant" lt ON lt.lease_id = l.id
         JOIN "portfolio"."tenant" t ON t.id = lt.tenant_id
         JOIN "portfolio"."property" p ON p.id = l.property_id
        WHERE t.user_id = $1 AND l.status = 'active'`,
      [DEMO.users.tenant.id],
    );
    expect(homes).toEqual([{ reference: 'NGL-001' }]);
  });
});
