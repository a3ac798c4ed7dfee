import type { CallerContext, ComplianceAlertBody, Page, PropertyComplianceBody } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { londonToday } from '../../src/compliance/calendar-date';
import { ComplianceAlertScan } from '../../src/compliance-alerts/compliance-alert-scan';
import { createOwner, createProperty } from '../factories';

const daysFromToday = (days: number) => {
  const date = new Date(`${londonToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface AlertRow {
  item_type: string;
  threshold: string;
  expiry_date: string | null;
  closed_at: Date | null;
  close_reason: string | null;
}

describe('portfolio compliance alerts (integration)', () => {
  const running = useTestApp(AppModule);
  const scan = () => running.app.get(ComplianceAlertScan).scan();
  const record = (caller: CallerContext, propertyId: string, body: unknown) =>
    requestJson<PropertyComplianceBody>(`${running.url}/v1/properties/${propertyId}/compliance-items`, {
      method: 'POST',
      headers: internalHeaders(caller),
      body,
    });
  const list = (caller: CallerContext, query: string) =>
    running.get<Page<ComplianceAlertBody> & { code?: string; message?: string }>(
      `/v1/compliance-alerts?${query}`,
      internalHeaders(caller),
    );
  const rows = async (propertyId: string) =>
    (await running.dataSource.query(
      `SELECT "item_type", "threshold", to_char("expiry_date", 'YYYY-MM-DD') AS "expiry_date", "closed_at", "close_reason"
         FROM "portfolio"."compliance_alert" WHERE "property_id" = $1 ORDER BY "item_type", "threshold"`,
      [propertyId],
    )) as AlertRow[];

  /**
   * A let English house with gas: gas safety due in 7 days, EICR in exactly 30, EPC in 31, legionella today, and
   * no alarm check recorded (missing).
   */
  async function houseWithDueItems(caller: CallerContext, overrides: { ownerId?: string } = {}) {
    // Archived while its items are recorded: a scan running meanwhile (any test app's start-up scan) would rightly
    // raise "missing" for the items not recorded yet, and the recordings close those; the tests want none of it.
    const house = await createProperty(running.dataSource, caller.companyId, {
      status: 'let',
      type: 'house',
      epcRating: 'C',
      archivedAt: new Date(),
      ...overrides,
    });
    await record(caller, house.id, { type: 'gas_safety', issuedOn: daysFromToday(-358), expiresOn: daysFromToday(7) });
    await record(caller, house.id, { type: 'eicr', issuedOn: daysFromToday(-400), expiresOn: daysFromToday(30) });
    await record(caller, house.id, { type: 'epc', issuedOn: daysFromToday(-400), expiresOn: daysFromToday(31) });
    await record(caller, house.id, { type: 'legionella', issuedOn: daysFromToday(-730), expiresOn: londonToday() });
    await running.dataSource.query(`UPDATE "portfolio"."property" SET "archived_at" = NULL WHERE "id" = $1`, [
      house.id,
    ]);
    return house;
  }

  it('[CMP-03] raises 30 days ahead (not 31), 7 days ahead, on the expiry date itself, and for a needed item never recorded', async () => {
    const caller = makeCaller();
    const house = await houseWithDueItems(caller);

    await scan();

    expect(await rows(house.id)).toEqual([
      {
        item_type: 'eicr',
        threshold: 'expiring_30',
        expiry_date: daysFromToday(30),
        closed_at: null,
        close_reason: null,
      },
      {
        item_type: 'gas_safety',
        threshold: 'expiring_7',
        expiry_date: daysFromToday(7),
        closed_at: null,
        close_reason: null,
      },
      {
        item_type: 'legionella',
        threshold: 'expired',
        expiry_date: londonToday(),
        closed_at: null,
        close_reason: null,
      },
      { item_type: 'smoke_co_alarms', threshold: 'missing', expiry_date: null, closed_at: null, close_reason: null },
    ]);
  });

  it('[CMP-03] two scans at once and a third after raise each alert exactly once', async () => {
    const caller = makeCaller();
    const house = await houseWithDueItems(caller);

    await Promise.all([scan(), scan()]);
    await scan();

    const stored = await rows(house.id);
    expect(stored.map((row) => `${row.item_type}/${row.threshold}`)).toEqual([
      'eicr/expiring_30',
      'gas_safety/expiring_7',
      'legionella/expired',
      'smoke_co_alarms/missing',
    ]);
    const audited = (await running.dataSource.query(
      `SELECT count(*)::int AS n FROM "portfolio"."portfolio_audit" WHERE "company_id" = $1 AND "action" = 'compliance_alert.raised'`,
      [caller.companyId],
    )) as { n: number }[];
    expect(audited[0]!.n).toBe(4);
  });

  it('[CMP-03] a newer certificate closes its open alerts in the same request; an older one entered late does not', async () => {
    const caller = makeCaller();
    const house = await houseWithDueItems(caller);
    await scan();

    await record(caller, house.id, { type: 'eicr', issuedOn: daysFromToday(-800), expiresOn: daysFromToday(-300) });
    expect((await rows(house.id)).find((row) => row.item_type === 'eicr')?.closed_at).toBeNull();

    const renewed = await record(caller, house.id, { type: 'gas_safety', issuedOn: daysFromToday(-1) });
    expect(renewed.status).toBe(201);
    const gas = (await rows(house.id)).find((row) => row.item_type === 'gas_safety');
    expect(gas).toMatchObject({ threshold: 'expiring_7', close_reason: 'renewed' });
    expect(gas?.closed_at).toBeInstanceOf(Date);

    const exempt = await requestJson(`${running.url}/v1/properties/${house.id}/compliance-exemptions`, {
      method: 'POST',
      headers: internalHeaders(caller),
      body: { type: 'legionella', reason: 'other', note: 'No water system that could harbour legionella' },
    });
    expect(exempt.status).toBe(201);
    expect((await rows(house.id)).find((row) => row.item_type === 'legionella')?.close_reason).toBe('exempted');

    // Neither is raised again by the next scan; the open ones stay as they were.
    await scan();
    expect((await rows(house.id)).map((row) => [row.item_type, row.threshold, row.close_reason])).toEqual([
      ['eicr', 'expiring_30', null],
      ['gas_safety', 'expiring_7', 'renewed'],
      ['legionella', 'expired', 'exempted'],
      ['smoke_co_alarms', 'missing', null],
    ]);
  });

  it('[CMP-03] archiving a property closes its alerts; the scan closes those of an item no longer needed', async () => {
    const caller = makeCaller();
    const archived = await houseWithDueItems(caller);
    const gasless = await houseWithDueItems(caller);
    await scan();

    // Archiving closes them at once, in its own request.
    const archiving = await requestJson(`${running.url}/v1/properties/${archived.id}/archive`, {
      method: 'POST',
      headers: internalHeaders(caller),
      body: {},
    });
    expect(archiving.status).toBe(200);
    expect((await rows(archived.id)).every((row) => row.close_reason === 'archived')).toBe(true);
    await running.dataSource.query(`UPDATE "portfolio"."property" SET "has_gas_supply" = false WHERE "id" = $1`, [
      gasless.id,
    ]);
    await scan();

    expect((await rows(archived.id)).map((row) => row.close_reason)).toEqual([
      'archived',
      'archived',
      'archived',
      'archived',
    ]);
    expect((await rows(gasless.id)).map((row) => [row.item_type, row.close_reason])).toEqual([
      ['eicr', null],
      ['gas_safety', 'not_needed'],
      ['legionella', null],
      ['smoke_co_alarms', null],
    ]);
  });

  it('[CMP-03] GET /v1/compliance-alerts: staff see the company, an owner their properties, a tenant or trade nothing, another company nothing', async () => {
    const caller = makeCaller();
    const ownerUserId = randomUUID();
    const owner = await createOwner(running.dataSource, caller.companyId, { userId: ownerUserId });
    const owned = await houseWithDueItems(caller, { ownerId: owner.id });
    const other = await houseWithDueItems(caller);
    await scan();
    await record(caller, other.id, { type: 'gas_safety', issuedOn: daysFromToday(-1) });

    const all = await list(caller, 'limit=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(8);
    expect(new Set(all.body.items.map((alert) => alert.property.id))).toEqual(new Set([owned.id, other.id]));
    expect(all.body.items.find((alert) => alert.property.id === owned.id && alert.itemType === 'legionella')).toEqual({
      id: expect.any(String),
      property: { id: owned.id, reference: owned.reference, addressLine1: owned.addressLine1 },
      itemType: 'legionella',
      threshold: 'expired',
      expiresOn: londonToday(),
      raisedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      closedAt: null,
      closeReason: null,
    });

    const open = await list(caller, `open=true&propertyId=${other.id}`);
    expect(open.body.items.map((alert) => alert.itemType).sort()).toEqual(['eicr', 'legionella', 'smoke_co_alarms']);
    const closed = await list(caller, `open=false`);
    expect(closed.body.items.map((alert) => [alert.itemType, alert.closeReason])).toEqual([['gas_safety', 'renewed']]);

    // By urgency: expired, missing, then due within 7 and 30 days; paged the same way.
    const urgent = await list(caller, `open=true&propertyId=${owned.id}&order=urgency&limit=2`);
    const rest = await list(
      caller,
      `open=true&propertyId=${owned.id}&order=urgency&limit=2&cursor=${urgent.body.nextCursor}`,
    );
    expect([...urgent.body.items, ...rest.body.items].map((alert) => alert.threshold)).toEqual([
      'expired',
      'missing',
      'expiring_7',
      'expiring_30',
    ]);
    expect(rest.body.nextCursor).toBeNull();
    expect((await list(caller, 'order=oldest')).status).toBe(400);

    // Keyset pages, newest first, every alert once.
    const first = await list(caller, 'limit=3');
    const second = await list(caller, `limit=3&cursor=${first.body.nextCursor}`);
    const third = await list(caller, `limit=3&cursor=${second.body.nextCursor}`);
    const paged = [...first.body.items, ...second.body.items, ...third.body.items].map((alert) => alert.id);
    expect(paged).toEqual(all.body.items.map((alert) => alert.id));
    expect(third.body.nextCursor).toBeNull();

    const asOwner: CallerContext = {
      userId: ownerUserId,
      companyId: caller.companyId,
      role: 'owner',
      ownerId: owner.id,
      propertyIds: [owned.id],
    };
    const ownerList = await list(asOwner, 'limit=100');
    expect(ownerList.body.items).toHaveLength(4);
    expect(ownerList.body.items.every((alert) => alert.property.id === owned.id)).toBe(true);

    for (const role of ['tenant', 'trade'] as const) {
      const res = await list(
        { userId: randomUUID(), companyId: caller.companyId, role, propertyIds: [owned.id] },
        'limit=100',
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ items: [], nextCursor: null, total: 0 });
    }

    const stranger = await list(makeCaller(), `propertyId=${owned.id}`);
    expect(stranger.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('[CMP-03] the scan is scheduled each day at 05:30 in Europe/London, once per queue whatever the replicas', async () => {
    const schedules = (await running.dataSource.query(
      `SELECT "cron", "timezone" FROM "pgboss"."schedule" WHERE "name" LIKE '%-compliance-alert-scan'`,
    )) as { cron: string; timezone: string }[];
    expect(schedules.length).toBeGreaterThan(0);
    expect(new Set(schedules.map((row) => `${row.cron} ${row.timezone}`))).toEqual(
      new Set(['30 5 * * * Europe/London']),
    );
  });

  it('[CMP-03] refuses a bad filter or cursor with 400', async () => {
    const caller = makeCaller();
    expect((await list(caller, 'open=maybe')).status).toBe(400);
    expect((await list(caller, 'propertyId=nope')).status).toBe(400);
    expect((await list(caller, 'cursor=garbage')).status).toBe(400);
    expect((await list(caller, 'limit=1000')).status).toBe(400);
  });
});
