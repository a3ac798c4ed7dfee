import type { CallerContext, MaintenancePriority, MaintenanceStatus, OpenRequestsByPriority } from '@pm/contracts';
import { internalHeaders, makeCaller, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { createRequest } from '../factories';

describe('maintenance open requests by priority (integration)', () => {
  const running = useTestApp(AppModule);
  const byPriority = (caller: CallerContext) =>
    running.get<OpenRequestsByPriority>('/v1/counts/open-by-priority', internalHeaders(caller));

  async function requests(companyId: string, propertyId: string, list: [MaintenancePriority, MaintenanceStatus][]) {
    for (const [priority, status] of list)
      await createRequest(running.dataSource, companyId, { propertyId, priority, status });
  }

  it('[PORT-01] counts the open requests of each priority, done and cancelled ones left out', async () => {
    const staff = makeCaller();
    await requests(staff.companyId, randomUUID(), [
      ['emergency', 'reported'],
      ['urgent', 'in_progress'],
      ['urgent', 'on_hold'],
      ['urgent', 'completed'],
      ['routine', 'scheduled'],
      ['routine', 'closed'],
      ['routine', 'cancelled'],
    ]);

    const res = await byPriority(staff);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emergency: 1, urgent: 2, routine: 1 });
  });

  it("[PORT-01] [ISO-02] [ISO-01] an owner counts their properties' requests only; another company's are never counted", async () => {
    const staff = makeCaller();
    const mine = randomUUID();
    await requests(staff.companyId, mine, [['emergency', 'reported']]);
    await requests(staff.companyId, randomUUID(), [['urgent', 'reported']]);
    await requests(makeCaller().companyId, mine, [['routine', 'reported']]);
    const owner: CallerContext = { ...makeCaller({ companyId: staff.companyId, role: 'owner' }), propertyIds: [mine] };

    expect((await byPriority(owner)).body).toEqual({ emergency: 1, urgent: 0, routine: 0 });
    expect((await byPriority(staff)).body).toEqual({ emergency: 1, urgent: 1, routine: 0 });
    expect((await byPriority(makeCaller({ companyId: staff.companyId, role: 'trade' }))).body).toEqual({
      emergency: 0,
      urgent: 0,
      routine: 0,
    });
  });
});
