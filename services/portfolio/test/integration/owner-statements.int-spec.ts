import type { CallerContext, ErrorBody, OwnerStatementBody } from '@pm/contracts';
import { internalHeaders, makeCaller, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { createOwner, createProperty, createTenancy, createTenant } from '../factories';

const MONTH = '2025-03';

async function pay(dataSource: DataSource, companyId: string, leaseId: string, paidOn: string, pence: number) {
  await dataSource.query(
    `INSERT INTO "portfolio"."rent_payment" ("company_id", "lease_id", "paid_on", "amount_pence", "method")
     VALUES ($1, $2, $3, $4, 'bank_transfer')`,
    [companyId, leaseId, paidOn, pence],
  );
}

describe('portfolio owner statements (integration)', () => {
  const running = useTestApp(AppModule);
  const statement = (caller: CallerContext, ownerId: string, month = MONTH) =>
    running.get<OwnerStatementBody & ErrorBody>(`/v1/owners/${ownerId}/statements/${month}`, internalHeaders(caller));

  /** An 8.5% owner with three properties, rent paid in and around March 2025, and a neighbour's property. */
  async function portfolio() {
    const manager = makeCaller();
    const ds = running.dataSource;
    const login = randomUUID();
    const owner = await createOwner(ds, manager.companyId, { managementFeePercent: 8.5, userId: login });
    const [a, b, c] = [
      await createProperty(ds, manager.companyId, { ownerId: owner.id, reference: 'OWN-A' }),
      await createProperty(ds, manager.companyId, { ownerId: owner.id, reference: 'OWN-B' }),
      await createProperty(ds, manager.companyId, { ownerId: owner.id, reference: 'OWN-C' }),
    ];
    await createProperty(ds, manager.companyId, { ownerId: owner.id, reference: 'OWN-D', archivedAt: new Date() });
    const other = await createOwner(ds, manager.companyId);
    const elsewhere = await createProperty(ds, manager.companyId, { ownerId: other.id });
    const tenant = await createTenant(ds, manager.companyId);
    const leaseA = await createTenancy(ds, manager.companyId, a!.id, [tenant.id], { startDate: '2025-01-01' });
    const leaseB = await createTenancy(ds, manager.companyId, b!.id, [tenant.id], { startDate: '2025-01-01' });
    const endedB = await createTenancy(ds, manager.companyId, b!.id, [tenant.id], {
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      status: 'ended',
    });
    const leaseElsewhere = await createTenancy(ds, manager.companyId, elsewhere.id, [tenant.id]);
    await pay(ds, manager.companyId, leaseA.id, '2025-02-28', 99_999); // the month before
    await pay(ds, manager.companyId, leaseA.id, '2025-03-01', 50_000);
    await pay(ds, manager.companyId, leaseA.id, '2025-03-31', 45_001);
    await pay(ds, manager.companyId, leaseA.id, '2025-04-01', 99_999); // the month after
    await pay(ds, manager.companyId, leaseB.id, '2025-03-15', 100_000);
    await pay(ds, manager.companyId, endedB.id, '2025-03-02', 500); // arrears paid on an ended tenancy
    await pay(ds, manager.companyId, leaseElsewhere.id, '2025-03-10', 77_777);
    const ownerCaller: CallerContext = {
      ...manager,
      userId: login,
      role: 'owner',
      ownerId: owner.id,
      propertyIds: [a!.id, b!.id, c!.id],
    };
    return { manager, owner, other, properties: [a!, b!, c!], ownerCaller };
  }

  it('[OWN-02] adds up to the penny from the payments of the month, per property, fee rounded half up', async () => {
    const { manager, owner, properties, ownerCaller } = await portfolio();
    const res = await statement(manager, owner.id);

    expect(res.status).toBe(200);
    const [a, b, c] = properties;
    expect(res.body).toEqual({
      ownerId: owner.id,
      ownerName: owner.name,
      month: MONTH,
      managementFeeKind: 'percent',
      managementFeePercent: 8.5,
      fixedManagementFeePence: 0,
      repairCostsRecorded: false,
      lines: [
        {
          propertyId: a!.id,
          rentReceivedPence: 95_001,
          managementFeePence: 8075,
          repairCostsPence: 0,
          netPence: 86_926,
        },
        {
          propertyId: b!.id,
          rentReceivedPence: 100_500,
          managementFeePence: 8543,
          repairCostsPence: 0,
          netPence: 91_957,
        },
        { propertyId: c!.id, rentReceivedPence: 0, managementFeePence: 0, repairCostsPence: 0, netPence: 0 },
      ].map((line, i) => ({
        ...line,
        reference: properties[i]!.reference,
        addressLine1: properties[i]!.addressLine1,
        addressLine2: null,
        city: 'Manchester',
        postcode: 'M14 5AL',
      })),
      totals: { rentReceivedPence: 195_501, managementFeePence: 16_618, repairCostsPence: 0, netPence: 178_883 },
    });
    // The owner reads the same statement of their own.
    const own = await statement(ownerCaller, owner.id);
    expect([own.status, own.body.totals]).toEqual([200, res.body.totals]);
  });

  it('[OWN-02] a fixed fee is charged once for the month, and a month without rent leaves the owner negative', async () => {
    const manager = makeCaller();
    const owner = await createOwner(running.dataSource, manager.companyId, {
      managementFeeKind: 'fixed',
      managementFeePercent: null,
      managementFeeFixedPence: 12_000,
    });
    await createProperty(running.dataSource, manager.companyId, { ownerId: owner.id });
    await createProperty(running.dataSource, manager.companyId, { ownerId: owner.id });
    const res = await statement(manager, owner.id);
    expect(res.body.fixedManagementFeePence).toBe(12_000);
    expect(res.body.lines.map((line) => line.managementFeePence)).toEqual([0, 0]);
    expect(res.body.totals).toEqual({
      rentReceivedPence: 0,
      managementFeePence: 12_000,
      repairCostsPence: 0,
      netPence: -12_000,
    });
  });

  it('[OWN-02] refuses a month not shaped YYYY-MM or in the future with a 400 by the field', async () => {
    const { manager, owner } = await portfolio();
    for (const month of ['2025-13', '2025-3', 'march', '2999-01']) {
      const res = await statement(manager, owner.id, month);
      expect([month, res.status, res.body.code]).toEqual([month, 400, 'VALIDATION_FAILED']);
      expect(Object.keys((res.body.details as { fields: object }).fields)).toEqual(['month']);
    }
  });

  it('[ISO-02] another company, another owner, a tenant or a trade reads no statement', async () => {
    const { manager, owner, other, ownerCaller } = await portfolio();
    const stranger = makeCaller();
    expect((await statement(stranger, owner.id)).status).toBe(404);
    expect((await statement(ownerCaller, other.id)).status).toBe(404);
    expect((await statement(manager, randomUUID())).status).toBe(404);
    for (const role of ['tenant', 'trade'] as const) {
      const caller = { ...manager, userId: randomUUID(), role };
      const res = await statement(caller, owner.id);
      expect([role, res.status, res.body.code]).toEqual([role, 404, 'OWNER_NOT_FOUND']);
    }
  });
});
