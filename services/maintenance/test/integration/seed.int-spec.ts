import type { MaintenanceCounts, MaintenanceRequestBody, Page } from '@pm/contracts';
import { DEMO, demoId, MAINTENANCE_STATUSES, OPEN_MAINTENANCE_STATUSES } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, type RunningApp, startTestApp } from '@pm/kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { DEMO_KIND, seedMaintenanceDemo } from '../../src/database/seed';

async function tableCounts(dataSource: DataSource) {
  const [row] = await dataSource.query(
    `SELECT (SELECT count(*)::int FROM "maintenance"."maintenance_request" WHERE company_id = $1) AS requests,
            (SELECT count(*)::int FROM "maintenance"."maintenance_category" WHERE company_id = $1) AS categories`,
    [DEMO.agencyCompanyId],
  );
  return row as { requests: number; categories: number };
}

describe('maintenance demo seed (integration)', () => {
  let running: RunningApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    running = await startTestApp(AppModule);
    dataSource = running.app.get(DataSource);
  });

  afterAll(async () => {
    await running.close();
  });

  it('is idempotent, covers every status on demo properties, with at least 6 open', async () => {
    await seedMaintenanceDemo(dataSource);
    const once = await tableCounts(dataSource);
    await seedMaintenanceDemo(dataSource);
    expect(await tableCounts(dataSource)).toEqual(once);
    expect(once).toEqual({ requests: 10, categories: 8 });

    const agency = makeCaller({ companyId: DEMO.agencyCompanyId });
    const page = await requestJson<Page<MaintenanceRequestBody>>(`${running.url}/v1/requests?limit=100`, {
      headers: internalHeaders(agency),
    });
    expect(new Set(page.body.items.map((r) => r.status))).toEqual(new Set(MAINTENANCE_STATUSES));
    const demoProperties = new Set(Array.from({ length: 12 }, (_, i) => demoId(DEMO_KIND.portfolioProperty, i + 1)));
    for (const item of page.body.items) expect(demoProperties.has(item.propertyId)).toBe(true);

    const counts = await requestJson<MaintenanceCounts>(`${running.url}/v1/counts`, {
      headers: internalHeaders(agency),
    });
    expect(counts.body.total).toBe(10);
    expect(counts.body.open).toBe(page.body.items.filter((r) => OPEN_MAINTENANCE_STATUSES.includes(r.status)).length);
    expect(counts.body.open).toBeGreaterThanOrEqual(6);
  });
});
