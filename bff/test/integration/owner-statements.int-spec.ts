import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { createOwner, createProperty, createTenancy, createTenant } from '../../../services/portfolio/test/factories';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  type Services,
  type Session,
} from './harness';

const MONTH = '2025-03';
const STATEMENT = `query Statement($ownerId: ID!, $month: String!) {
  ownerStatement(ownerId: $ownerId, month: $month) {
    month managementFeeKind fixedManagementFeePence repairCostsRecorded
    owner { id name }
    lines { reference rentReceivedPence managementFeePence repairCostsPence netPence }
    totals { rentReceivedPence managementFeePence repairCostsPence netPence }
  }
}`;

async function pay(portfolio: DataSource, companyId: string, leaseId: string, paidOn: string, pence: number) {
  await portfolio.query(
    `INSERT INTO "portfolio"."rent_payment" ("company_id", "lease_id", "paid_on", "amount_pence", "method")
     VALUES ($1, $2, $3, $4, 'standing_order')`,
    [companyId, leaseId, paidOn, pence],
  );
}

describe('bff: owner statements (OWN-02)', () => {
  let services: Services;
  let bff: RunningApp;
  let staff: Session;
  let ownerSession: Session;
  let ownerId: string;
  let otherOwnerId: string;

  const codesOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.map((error) => error.extensions?.code);
  const fieldsOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.[0]?.extensions?.fields as object | undefined;
  const statementOf = async (session: Session | undefined, id: string, month = MONTH) =>
    gql(bff, STATEMENT, { ownerId: id, month }, session?.auth);
  async function download(path: string, session?: Session) {
    const response = await fetch(`${bff.url}${path}`, { headers: session?.auth ?? {} });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    const account = await registerCompany(bff);
    staff = await login(bff, account.email, account.password);
    const companyId = staff.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    const user = await createUser(services.identity, { role: 'owner', companyId });
    const owner = await createOwner(portfolio, companyId, {
      name: 'Margaret',
      managementFeePercent: 12.5,
      userId: user.id,
    });
    ownerId = owner.id;
    otherOwnerId = (await createOwner(portfolio, companyId, { name: 'Someone else' })).id;
    const tenant = await createTenant(portfolio, companyId);
    const a = await createProperty(portfolio, companyId, { reference: 'STM-1', ownerId });
    const b = await createProperty(portfolio, companyId, { reference: 'STM-2', ownerId });
    const leaseA = await createTenancy(portfolio, companyId, a.id, [tenant.id], { startDate: '2025-01-01' });
    await createTenancy(portfolio, companyId, b.id, [tenant.id], { startDate: '2025-01-01' });
    await pay(portfolio, companyId, leaseA.id, '2025-03-05', 99_900);
    await pay(portfolio, companyId, leaseA.id, '2025-03-28', 101);
    await pay(portfolio, companyId, leaseA.id, '2025-04-01', 50_000);
    ownerSession = await login(bff, user.email, PASSWORD);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[OWN-02] ownerStatement adds up to the penny from the payments of the month', async () => {
    const res = await statementOf(staff, ownerId);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.ownerStatement).toEqual({
      month: MONTH,
      managementFeeKind: 'percent',
      fixedManagementFeePence: 0,
      repairCostsRecorded: false,
      owner: { id: ownerId, name: 'Margaret' },
      lines: [
        // 12.5% of £1,000.01 is 12,500.125p: 12,500p.
        {
          reference: 'STM-1',
          rentReceivedPence: 100_001,
          managementFeePence: 12_500,
          repairCostsPence: 0,
          netPence: 87_501,
        },
        { reference: 'STM-2', rentReceivedPence: 0, managementFeePence: 0, repairCostsPence: 0, netPence: 0 },
      ],
      totals: { rentReceivedPence: 100_001, managementFeePence: 12_500, repairCostsPence: 0, netPence: 87_501 },
    });
    // The owner reads their own the same.
    expect((await statementOf(ownerSession, ownerId)).body.data.ownerStatement).toEqual(res.body.data.ownerStatement);
  });

  it('[OWN-02] refuses a bad or future month as BAD_USER_INPUT on the field month', async () => {
    for (const month of ['2025-13', 'March', '2999-01']) {
      const res = await statementOf(staff, ownerId, month);
      expect([month, codesOf(res)]).toEqual([month, ['BAD_USER_INPUT']]);
      expect(Object.keys(fieldsOf(res) ?? {})).toEqual(['month']);
    }
    expect((await download(`/api/property-owners/${ownerId}/statements/2999-01.csv`, staff)).status).toBe(400);
  });

  it("[ISO-02] another company, another owner's statement, a tenant or a trade: null and 404", async () => {
    expect(codesOf(await statementOf(undefined, ownerId))).toEqual(['UNAUTHENTICATED']);
    const elsewhere = await registerCompany(bff);
    const stranger = await login(bff, elsewhere.email, elsewhere.password);
    const sessions: Session[] = [stranger];
    for (const role of ['tenant', 'trade'] as const) {
      const user = await createUser(services.identity, { role, companyId: staff.user.companyId });
      sessions.push(await login(bff, user.email, PASSWORD));
    }
    for (const session of sessions) {
      expect((await statementOf(session, ownerId)).body.data.ownerStatement).toBeNull();
      expect((await download(`/api/property-owners/${ownerId}/statements/${MONTH}.pdf`, session)).status).toBe(404);
    }
    expect((await statementOf(ownerSession, otherOwnerId)).body.data.ownerStatement).toBeNull();
    expect((await download(`/api/property-owners/${otherOwnerId}/statements/${MONTH}.csv`, ownerSession)).status).toBe(
      404,
    );
    expect((await statementOf(staff, randomUUID())).body.data.ownerStatement).toBeNull();
    expect((await download(`/api/property-owners/${ownerId}/statements/${MONTH}.pdf`)).status).toBe(401);
  });

  it('[OWN-02] downloads the statement as CSV, a line per property and the totals, for staff and the owner', async () => {
    for (const session of [staff, ownerSession]) {
      const csv = await download(`/api/property-owners/${ownerId}/statements/${MONTH}.csv`, session);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="statement-${MONTH}.csv"`);
      const lines = csv.body.toString().trimEnd().split('\r\n');
      expect(lines).toEqual([
        'Property reference,Address,Rent received (GBP),Management fee (GBP),Repair costs (GBP),Net to owner (GBP)',
        expect.stringMatching(/^STM-1,".*Manchester, M14 5AL",1000\.01,125\.00,0\.00,875\.01$/),
        expect.stringMatching(/^STM-2,".*",0\.00,0\.00,0\.00,0\.00$/),
        'Total,Repair costs appear here once repairs record their costs,1000.01,125.00,0.00,875.01',
      ]);
    }
  });

  it('[OWN-02] downloads the statement as a non-empty PDF, for staff and the owner', async () => {
    for (const session of [staff, ownerSession]) {
      const pdf = await download(`/api/property-owners/${ownerId}/statements/${MONTH}.pdf`, session);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="statement-${MONTH}.pdf"`);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.body.length).toBeGreaterThan(1000);
    }
  });
});
