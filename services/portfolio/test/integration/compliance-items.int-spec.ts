import type { CallerContext, ComplianceItemStateBody, PropertyComplianceBody } from '@pm/contracts';
import { applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { addMonths, daysBetween, londonToday } from '../../src/compliance/calendar-date';
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

const daysFromToday = (days: number) => {
  const date = new Date(`${londonToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('portfolio compliance items (integration)', () => {
  const running = useTestApp(AppModule);
  const post = (path: string, caller: CallerContext, body: unknown) =>
    requestJson<PropertyComplianceBody & { code?: string; details?: { fields?: Record<string, string[]> } }>(
      `${running.url}${path}`,
      { method: 'POST', headers: internalHeaders(caller), body },
    );
  const record = (caller: CallerContext, propertyId: string, body: unknown) =>
    post(`/v1/properties/${propertyId}/compliance-items`, caller, body);
  const exempt = (caller: CallerContext, propertyId: string, body: unknown) =>
    post(`/v1/properties/${propertyId}/compliance-exemptions`, caller, body);
  const compliance = (caller: CallerContext, propertyId: string) =>
    running.get<PropertyComplianceBody>(`/v1/properties/${propertyId}/compliance`, internalHeaders(caller));
  const item = (body: PropertyComplianceBody, type: string) =>
    body.items?.find((i) => i.type === type) as ComplianceItemStateBody;
  const storedCount = async (propertyId: string) =>
    (
      await running.dataSource.query(
        `SELECT count(*)::int AS n FROM "portfolio"."compliance_item" WHERE "property_id" = $1`,
        [propertyId],
      )
    )[0].n as number;

  /** A let English house with gas and no common parts: gas, EICR, EPC, alarms and legionella are needed. */
  const letHouse = (caller: CallerContext) =>
    createProperty(running.dataSource, caller.companyId, { status: 'let', type: 'house', epcRating: 'C' });

  beforeAll(async () => {
    await applySeeds(running.dataSource, [PORTFOLIO_DEMO_SEED]);
  });

  it('[CMP-01] [CMP-02] records a gas safety certificate and answers every needed item with its state', async () => {
    const caller = makeCaller();
    const house = await letHouse(caller);
    const issuedOn = daysFromToday(-10);

    const res = await record(caller, house.id, { type: 'gas_safety', issuedOn, reference: '  GS-1234  ' });

    expect(res.status).toBe(201);
    expect(res.body.propertyId).toBe(house.id);
    expect(res.body.asOf).toBe(londonToday());
    expect(item(res.body, 'gas_safety')).toEqual({
      type: 'gas_safety',
      needed: true,
      status: 'valid',
      expiresOn: addMonths(issuedOn, 12),
      problem: null,
      basis: expect.stringContaining('Gas Safety (Installation and Use) Regulations 1998'),
      recordId: expect.any(String),
      issuedOn,
      reference: 'GS-1234',
      documentId: null,
      exemptReason: null,
      exemptNote: null,
      recordedAt: expect.any(String),
    });
    expect(res.body.items?.map((i) => [i.type, i.status])).toEqual([
      ['gas_safety', 'valid'],
      ['eicr', 'missing'],
      ['epc', 'missing'],
      ['smoke_co_alarms', 'missing'],
      ['legionella', 'missing'],
    ]);
    expect(res.body.summary).toEqual({
      worst: 'missing',
      counts: { valid: 1, expiring: 0, expired: 0, missing: 4, exempt: 0 },
    });
    expect((await compliance(caller, house.id)).body).toEqual(res.body);
  });

  it('[CMP-01] an expiry date 30 days ahead is expiring, today is expired; a newer record replaces the current one and the old one is kept', async () => {
    const caller = makeCaller();
    const house = await letHouse(caller);
    await record(caller, house.id, { type: 'eicr', issuedOn: daysFromToday(-400), expiresOn: daysFromToday(30) });
    await record(caller, house.id, { type: 'epc', issuedOn: daysFromToday(-3650), expiresOn: londonToday() });
    let body = (await compliance(caller, house.id)).body;
    expect([item(body, 'eicr').status, item(body, 'epc').status]).toEqual(['expiring', 'expired']);
    expect(body.summary.worst).toBe('expired');

    const renewed = await record(caller, house.id, { type: 'epc', issuedOn: londonToday(), reference: 'EPC-2' });
    body = renewed.body;
    expect(item(body, 'epc')).toMatchObject({
      status: 'valid',
      reference: 'EPC-2',
      expiresOn: addMonths(londonToday(), 120),
    });
    expect(await storedCount(house.id)).toBe(3);
  });

  it('[CMP-01] marks an item exempt with a reason the item offers, and refuses any other reason with nothing stored', async () => {
    const caller = makeCaller();
    const house = await letHouse(caller);
    const ends = daysFromToday(400);

    const res = await exempt(caller, house.id, { type: 'eicr', reason: 'new_build_within_warranty', expiresOn: ends });
    expect(res.status).toBe(201);
    expect(item(res.body, 'eicr')).toMatchObject({
      status: 'exempt',
      exemptReason: 'new_build_within_warranty',
      issuedOn: null,
      expiresOn: ends,
    });
    expect(res.body.summary.counts.exempt).toBe(1);

    const refusals: [unknown, string][] = [
      [{ type: 'eicr', reason: 'listed_building' }, 'reason'],
      [{ type: 'gas_safety', reason: 'temporary_exemption_notice' }, 'reason'],
      [{ type: 'epc', reason: 'other' }, 'note'],
      [{ type: 'epc', reason: 'other', note: '   ' }, 'note'],
      [{ type: 'epc', reason: 'because' }, 'reason'],
      [{ type: 'boiler', reason: 'other', note: 'x' }, 'type'],
      [{ type: 'eicr', reason: 'long_lease', expiresOn: londonToday() }, 'expiresOn'],
    ];
    for (const [body, field] of refusals) {
      const refused = await exempt(caller, house.id, body);
      expect({ body, status: refused.status, fields: Object.keys(refused.body.details?.fields ?? {}) }).toEqual({
        body,
        status: 400,
        fields: [field],
      });
    }
    expect(await storedCount(house.id)).toBe(1);
  });

  it('[CMP-01] refuses bad records with a message per field and stores nothing', async () => {
    const caller = makeCaller();
    const house = await letHouse(caller);
    const refusals: [unknown, string][] = [
      [{ type: 'boiler', issuedOn: daysFromToday(-1) }, 'type'],
      [{ issuedOn: daysFromToday(-1) }, 'type'],
      [{ type: 'gas_safety' }, 'issuedOn'],
      [{ type: 'gas_safety', issuedOn: '2026-02-30' }, 'issuedOn'],
      [{ type: 'gas_safety', issuedOn: '01/02/2026' }, 'issuedOn'],
      [{ type: 'gas_safety', issuedOn: daysFromToday(1) }, 'issuedOn'],
      [{ type: 'gas_safety', issuedOn: daysFromToday(-10), expiresOn: daysFromToday(-20) }, 'expiresOn'],
      [{ type: 'gas_safety', issuedOn: daysFromToday(-10), expiresOn: daysFromToday(-10) }, 'expiresOn'],
      [{ type: 'gas_safety', issuedOn: daysFromToday(-10), reference: 'x'.repeat(101) }, 'reference'],
      [{ type: 'gas_safety', issuedOn: daysFromToday(-10), documentId: 'doc-1' }, 'documentId'],
    ];
    for (const [body, field] of refusals) {
      const res = await record(caller, house.id, body);
      expect({
        body,
        status: res.status,
        code: res.body.code,
        fields: Object.keys(res.body.details?.fields ?? {}),
      }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
    const extra = await record(caller, house.id, { type: 'gas_safety', issuedOn: daysFromToday(-1), companyId: A });
    expect(extra.status).toBe(400);
    const malformed = await record(caller, 'not-a-uuid', { type: 'gas_safety', issuedOn: daysFromToday(-1) });
    expect([malformed.status, malformed.body.details?.fields]).toEqual([400, { propertyId: [expect.any(String)] }]);
    expect((await compliance(caller, 'not-a-uuid')).status).toBe(400);
    expect(await storedCount(house.id)).toBe(0);
  });

  it("[CMP-01] [ISO-01] another company's property and an unknown one answer as not found, and nothing is stored", async () => {
    const owner = makeCaller();
    const other = makeCaller();
    const house = await letHouse(owner);
    await record(owner, house.id, { type: 'gas_safety', issuedOn: daysFromToday(-5) });

    for (const id of [house.id, randomUUID()]) {
      expect((await compliance(other, id)).status).toBe(404);
      const res = await record(other, id, { type: 'gas_safety', issuedOn: daysFromToday(-1) });
      expect([res.status, res.body.code]).toEqual([404, 'PROPERTY_NOT_FOUND']);
      expect((await exempt(other, id, { type: 'eicr', reason: 'long_lease' })).status).toBe(404);
    }
    const batch = await running.get<{ items: PropertyComplianceBody[] }>(
      `/v1/compliance?propertyIds=${house.id}`,
      internalHeaders(other),
    );
    expect(batch.body.items).toEqual([]);
    expect(await storedCount(house.id)).toBe(1);
  });

  it("[CMP-02] [ISO-02] an owner sees their properties' compliance, a tenant their home's, a trade none; none of them records", async () => {
    const visible: [CallerContext, number[]][] = [
      [OWNER, [1, 6, 9]],
      [TENANT, [1]],
      [TRADE, []],
    ];
    for (const [caller, mine] of visible) {
      for (const n of [1, 2, 6, 101]) {
        const res = await compliance(caller, property(n));
        expect({ role: caller.role, n, status: res.status }).toEqual({
          role: caller.role,
          n,
          status: mine.includes(n) ? 200 : 404,
        });
      }
      const asked = [property(2), property(1), property(6), property(101)];
      const batch = await running.get<{ items: PropertyComplianceBody[] }>(
        `/v1/compliance?propertyIds=${asked.join(',')}`,
        internalHeaders(caller),
      );
      expect(batch.body.items.map((c) => c.propertyId)).toEqual(asked.filter((id) => mine.map(property).includes(id)));
      const before = await storedCount(property(1));
      const refused = await record(caller, property(1), { type: 'gas_safety', issuedOn: daysFromToday(-1) });
      expect(refused.status).toBe(403);
      expect((await exempt(caller, property(1), { type: 'eicr', reason: 'long_lease' })).status).toBe(403);
      expect(await storedCount(property(1))).toBe(before);
    }
    // The demo's NGL-001 shows the same states to its owner and its tenant as to the agency.
    const staff = (await compliance(makeCaller({ companyId: A }), property(1))).body;
    expect((await compliance(OWNER, property(1))).body).toEqual(staff);
    expect((await compliance(TENANT, property(1))).body).toEqual(staff);
  });

  it('[CMP-01] the demo seed shows every state: valid, expiring, expired, missing and exempt', async () => {
    const staff = makeCaller({ companyId: A });
    const batch = await running.get<{ items: PropertyComplianceBody[] }>(
      `/v1/compliance?propertyIds=${[1, 2, 3, 12].map(property).join(',')}&include=items`,
      internalHeaders(staff),
    );
    const states = new Set(batch.body.items.flatMap((c) => c.items!.map((i) => i.status)));
    expect([...states].sort()).toEqual(['exempt', 'expired', 'expiring', 'missing', 'valid']);
    const ngl001 = batch.body.items[0]!;
    expect(ngl001.items!.map((i) => [i.type, i.status])).toEqual([
      ['gas_safety', 'valid'],
      ['eicr', 'valid'],
      ['epc', 'valid'],
      ['smoke_co_alarms', 'valid'],
      ['legionella', 'expiring'],
      ['fire_risk_assessment', 'expired'],
    ]);
    // Of NGL-003's two gas safety records the one issued last counts.
    expect(daysBetween(item(batch.body.items[2]!, 'gas_safety').issuedOn!, londonToday())).toBeLessThan(60);
  });

  it('[CMP-02] the batch read gives summaries in the order asked, with the items only when asked', async () => {
    const caller = makeCaller();
    const first = await letHouse(caller);
    const vacant = await createProperty(running.dataSource, caller.companyId, { status: 'vacant' });
    const res = await running.get<{ items: PropertyComplianceBody[] }>(
      `/v1/compliance?propertyIds=${vacant.id},${first.id},${randomUUID()}`,
      internalHeaders(caller),
    );
    expect(res.body.items).toEqual([
      {
        propertyId: vacant.id,
        asOf: londonToday(),
        summary: { worst: 'valid', counts: { valid: 0, expiring: 0, expired: 0, missing: 0, exempt: 0 } },
      },
      {
        propertyId: first.id,
        asOf: londonToday(),
        summary: { worst: 'missing', counts: { valid: 0, expiring: 0, expired: 0, missing: 5, exempt: 0 } },
      },
    ]);
    const withItems = await running.get<{ items: PropertyComplianceBody[] }>(
      `/v1/compliance?propertyIds=${first.id}&include=items`,
      internalHeaders(caller),
    );
    expect(withItems.body.items[0]!.items).toHaveLength(5);
    expect(
      (await running.get(`/v1/compliance?propertyIds=${first.id}&include=everything`, internalHeaders(caller))).status,
    ).toBe(400);
    expect((await running.get(`/v1/compliance?propertyIds=1,2`, internalHeaders(caller))).status).toBe(400);
  });
});
