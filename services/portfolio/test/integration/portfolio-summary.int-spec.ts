import type { CallerContext, Page, PortfolioSummaryBody, PropertyBody } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { londonToday } from '../../src/compliance/calendar-date';
import { createOwner, createProperty } from '../factories';

const daysFromToday = (days: number) => {
  const date = new Date(`${londonToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('portfolio summary (integration)', () => {
  const running = useTestApp(AppModule);
  const summary = (caller: CallerContext) =>
    running.get<PortfolioSummaryBody>('/v1/portfolio-summary', internalHeaders(caller));
  const record = async (caller: CallerContext, propertyId: string, body: Record<string, string>) => {
    const res = await requestJson(`${running.url}/v1/properties/${propertyId}/compliance-items`, {
      method: 'POST',
      headers: internalHeaders(caller),
      body,
    });
    expect(res.status).toBe(201);
  };

  /**
   * A company of seven properties in use and one archived: two let, three vacant, one under offer and one
   * unavailable; three fully compliant, one expiring, one expired and two missing items.
   */
  async function portfolio() {
    const staff = makeCaller();
    const ds = running.dataSource;
    const owner = await createOwner(ds, staff.companyId, { userId: randomUUID() });
    await createProperty(ds, staff.companyId, { status: 'vacant' });
    const letCompliant = await createProperty(ds, staff.companyId, {
      status: 'let',
      monthlyRentPence: 120_000,
      hasGasSupply: false,
      epcRating: 'C',
      ownerId: owner.id,
    });
    const expiringLicence = await createProperty(ds, staff.companyId, { status: 'vacant', licence: 'selective' });
    const expiredLicence = await createProperty(ds, staff.companyId, {
      status: 'vacant',
      licence: 'selective',
      ownerId: owner.id,
    });
    await createProperty(ds, staff.companyId, { status: 'let', monthlyRentPence: 80_000 });
    await createProperty(ds, staff.companyId, { status: 'unavailable', monthlyRentPence: 70_000 });
    await createProperty(ds, staff.companyId, { status: 'under_offer', monthlyRentPence: 50_000 });
    await createProperty(ds, staff.companyId, {
      status: 'let',
      monthlyRentPence: 999_000,
      archivedAt: new Date(),
    });
    for (const type of ['eicr', 'epc', 'smoke_co_alarms', 'legionella']) {
      await record(staff, letCompliant.id, { type, issuedOn: daysFromToday(-10) });
    }
    await record(staff, expiringLicence.id, {
      type: 'licence',
      issuedOn: daysFromToday(-300),
      expiresOn: daysFromToday(10),
    });
    await record(staff, expiredLicence.id, {
      type: 'licence',
      issuedOn: daysFromToday(-400),
      expiresOn: daysFromToday(-1),
    });
    const ownerCaller: CallerContext = {
      userId: owner.userId!,
      companyId: staff.companyId,
      role: 'owner',
      ownerId: owner.id,
      propertyIds: [letCompliant.id, expiredLicence.id],
    };
    return { staff, ownerCaller };
  }

  it('[PORT-01] counts properties by status, occupancy, the rent roll of let properties and compliance, archived left out', async () => {
    const { staff } = await portfolio();

    const res = await summary(staff);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      asOf: londonToday(),
      properties: 7,
      byStatus: { vacant: 3, let: 2, under_offer: 1, unavailable: 1 },
      occupancyRate: 2 / 7,
      rentRollPencePerMonth: 200_000,
      compliance: { fullyCompliant: 3, fullyCompliantShare: 3 / 7, expiring: 1, expired: 1, missing: 2 },
    });
  });

  it('[PORT-01] [PROP-01] the property list filtered by compliance lists the properties behind each figure', async () => {
    const { staff, ownerCaller } = await portfolio();
    const listed = async (caller: CallerContext, compliance: string) => {
      const res = await running.get<Page<PropertyBody>>(
        `/v1/properties?limit=100&compliance=${compliance}`,
        internalHeaders(caller),
      );
      expect(res.status).toBe(200);
      return res.body.items.map((p) => p.status).sort();
    };

    expect(await listed(staff, 'compliant')).toEqual(['let', 'unavailable', 'vacant']);
    expect(await listed(staff, 'expiring')).toEqual(['vacant']);
    expect(await listed(staff, 'expired')).toEqual(['vacant']);
    expect(await listed(staff, 'missing')).toEqual(['let', 'under_offer']);
    expect(await listed(ownerCaller, 'missing')).toEqual([]);
    expect(await listed(ownerCaller, 'expired')).toEqual(['vacant']);
    const refused = await running.get<{ code: string }>('/v1/properties?compliance=unknown', internalHeaders(staff));
    expect(refused.status).toBe(400);
  });

  it('[PORT-01] [ISO-02] an owner gets the figures of their own properties only', async () => {
    const { ownerCaller } = await portfolio();

    const res = await summary(ownerCaller);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      properties: 2,
      byStatus: { vacant: 1, let: 1, under_offer: 0, unavailable: 0 },
      occupancyRate: 0.5,
      rentRollPencePerMonth: 120_000,
      compliance: { fullyCompliant: 1, fullyCompliantShare: 0.5, expiring: 0, expired: 1, missing: 0 },
    });
  });

  it('[PORT-01] [ISO-02] a trade, and an owner whose links are not their own, count nothing', async () => {
    const { staff, ownerCaller } = await portfolio();
    const nothing = {
      properties: 0,
      byStatus: { vacant: 0, let: 0, under_offer: 0, unavailable: 0 },
      occupancyRate: null,
      rentRollPencePerMonth: 0,
      compliance: { fullyCompliant: 0, fullyCompliantShare: null, expiring: 0, expired: 0, missing: 0 },
    };

    const trade = await summary(makeCaller({ companyId: staff.companyId, role: 'trade' }));
    // Row-level security derives an owner's properties from their own login: links signed for another user open nothing.
    const impostor = await summary({ ...ownerCaller, userId: randomUUID() });

    expect(trade.body).toMatchObject(nothing);
    expect(impostor.body).toMatchObject(nothing);
  });

  it("[PORT-01] [ISO-01] another company's properties are never counted, and an empty company has no rates", async () => {
    const { staff } = await portfolio();
    const other = makeCaller();
    await createProperty(running.dataSource, other.companyId, { status: 'let', monthlyRentPence: 65_000 });

    const mine = await summary(staff);
    const theirs = await summary(other);
    const empty = await summary(makeCaller());

    expect(mine.body.properties).toBe(7);
    expect(mine.body.rentRollPencePerMonth).toBe(200_000);
    expect(theirs.body).toMatchObject({
      properties: 1,
      byStatus: { vacant: 0, let: 1, under_offer: 0, unavailable: 0 },
      occupancyRate: 1,
      rentRollPencePerMonth: 65_000,
      compliance: { fullyCompliant: 0, fullyCompliantShare: 0, expiring: 0, expired: 0, missing: 1 },
    });
    expect(empty.body).toEqual({
      asOf: londonToday(),
      properties: 0,
      byStatus: { vacant: 0, let: 0, under_offer: 0, unavailable: 0 },
      occupancyRate: null,
      rentRollPencePerMonth: 0,
      compliance: { fullyCompliant: 0, fullyCompliantShare: null, expiring: 0, expired: 0, missing: 0 },
    });
  });
});
