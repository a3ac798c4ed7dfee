import { MAINTENANCE_STATUSES, OPEN_MAINTENANCE_STATUSES } from '@pm/contracts';
import type { MaintenanceCounts, MaintenanceRequestBody, Page } from '@pm/contracts';
import { applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { MAINTENANCE_DEMO_SEED } from '../../src/database/seed';

async function tableCounts(dataSource: DataSource) {
  const [row] = await dataSource.query(
    `SELECT (SELECT count(*)::int FROM "maintenance"."maintenance_request" WHERE company_id = $1) AS requests,
            (SELECT count(*)::int FROM "maintenance"."maintenance_category" WHERE company_id = $1) AS categories`,
    [DEMO.agencyCompanyId],
  );
  return row as { requests: number; categories: number };
}

describe('maintenance demo seed (integration)', () => {
  const running = useTestApp(AppModule);

  it('is idempotent, covers every status on demo properties, with at least 6 open', async () => {
    await applySeeds(running.dataSource, [MAINTENANCE_DEMO_SEED]);
    const once = await tableCounts(running.dataSource);
    await applySeeds(running.dataSource, [MAINTENANCE_DEMO_SEED]);
    expect(await tableCounts(running.dataSource)).toEqual(once);
    expect(once).toEqual({ requests: 10, categories: 8 });

    const agency = makeCaller({ companyId: DEMO.agencyCompanyId });
    const page = await requestJson<Page<MaintenanceRequestBody>>(`${running.url}/v1/requests?limit=100`, {
      headers: internalHeaders(agency),
    });
    expect(new Set(page.body.items.map((r) => r.status))).toEqual(new Set(MAINTENANCE_STATUSES));
    const demoProperties = new Set(Array.from({ length: 12 }, (_, i) => demoId(DEMO_KIND.property, i + 1)));
    for (const item of page.body.items) expect(demoProperties.has(item.propertyId)).toBe(true);

    const counts = await requestJson<MaintenanceCounts>(`${running.url}/v1/counts`, {
      headers: internalHeaders(agency),
    });
    expect(counts.body.total).toBe(10);
    expect(counts.body.open).toBe(page.body.items.filter((r) => OPEN_MAINTENANCE_STATUSES.includes(r.status)).length);
    expect(counts.body.open).toBeGreaterThanOrEqual(6);
  });
});
