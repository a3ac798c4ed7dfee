import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import type { DataSource } from 'typeorm';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { addDays, addMonths, daysBetween, londonToday } from '../../../services/portfolio/src/compliance/calendar-date';
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

const LEDGER = `query Ledger($id: ID!) { rentLedger(tenancyId: $id) {
  leaseId asOf state balancePence arrearsPence creditPence oldestDaysOverdue receivedThisMonthPence
  nextCharge { dueDate amountPence state }
  charges { periodStart dueDate amountPence paidPence outstandingPence state daysOverdue }
  payments { id paidOn amountPence method reference }
  allocations { paymentId periodStart amountPence } } }`;
const RECORD = `mutation Record($id: ID!, $input: RecordRentPaymentInput!) {
  recordRentPayment(tenancyId: $id, input: $input) { balancePence arrearsPence payments { id } } }`;
const ARREARS = `query Arrears($state: [RentChargeState!], $first: Int!, $after: String) {
  arrears(first: $first, after: $after, state: $state) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id balancePence arrearsPence rentStanding { state oldestDaysOverdue } } } } }`;
const DELETE = `mutation Delete($id: ID!, $paymentId: ID!) {
  deleteRentPayment(tenancyId: $id, paymentId: $paymentId) { balancePence payments { id } } }`;
const HISTORY = `query History($id: ID!) { tenancy(id: $id) { id history { action actorName data } } }`;
const TENANCY = `query One($id: ID!) { tenancy(id: $id) { id balancePence arrearsPence rentStanding { state } } }`;

type Errors = { body: { errors?: { message: string; extensions?: Record<string, unknown> }[] } };
const codesOf = (res: Errors) => res.body.errors?.map((error) => error.extensions?.code);
const fieldsOf = (res: Errors) => res.body.errors?.[0]?.extensions?.fields as Record<string, string[]> | undefined;

const RENT = 100_000;

describe('bff: rent ledger and payments (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;
  let portfolio: DataSource;
  const today = londonToday();
  /** Monthly rent due on the 1st from the 1st of three months ago: four charges due so far, whole months. */
  const start = `${addMonths(today, -3).slice(0, 7)}-01`;
  const dueDates = [0, 1, 2, 3].map((n) => addMonths(start, n));
  const overdue = dueDates.filter((date) => date < today);

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    portfolio = ownerDataSource(services.portfolio);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  async function setUp() {
    const account = await registerCompany(bff);
    const staff = await login(bff, account.email, account.password);
    const companyId = staff.user.companyId;
    const property = await createProperty(portfolio, companyId, { status: 'let' });
    const tenant = await createTenant(portfolio, companyId);
    const lease = await createTenancy(portfolio, companyId, property.id, [tenant.id], {
      startDate: start,
      rentPence: RENT,
      monthlyRentPence: RENT,
      rentDueDay: 1,
    });
    return { staff, companyId, property, tenant, lease };
  }

  const ledgerOf = async (session: Session, id: string) => (await gql(bff, LEDGER, { id }, session.auth)).body.data;
  const paymentRows = async (leaseId: string) =>
    Number(
      (
        (await portfolio.query(`SELECT count(*) AS n FROM "portfolio"."rent_payment" WHERE "lease_id" = $1`, [
          leaseId,
        ])) as { n: string }[]
      )[0]!.n,
    );
  const payment = (overrides: Record<string, unknown> = {}) => ({
    paidOn: today,
    amountPence: 150_000,
    method: 'bank_transfer',
    reference: 'FP 12345',
    ...overrides,
  });

  it('[RENT-01] [RENT-03] records a part payment: allocated oldest charge first, arrears and balance change to the penny', async () => {
    const { staff, lease } = await setUp();
    const before = (await ledgerOf(staff, lease.id)).rentLedger;
    expect(before).toMatchObject({
      leaseId: lease.id,
      asOf: today,
      state: overdue.length > 0 ? 'overdue' : 'due',
      balancePence: 4 * RENT,
      arrearsPence: overdue.length * RENT,
      oldestDaysOverdue: daysBetween(start, today),
      payments: [],
      allocations: [],
    });
    // The charges due so far and the next one.
    expect(before.charges.map((c: { dueDate: string }) => c.dueDate)).toEqual([...dueDates, addMonths(start, 4)]);
    expect(before.nextCharge).toMatchObject({ dueDate: today === dueDates[3] ? today : addMonths(start, 4) });

    const recorded = await gql(bff, RECORD, { id: lease.id, input: payment() }, staff.auth);
    expect(recorded.body.errors).toBeUndefined();
    expect(recorded.body.data.recordRentPayment).toMatchObject({
      balancePence: 4 * RENT - 150_000,
      arrearsPence: overdue.length * RENT - 150_000,
    });
    const after = (await ledgerOf(staff, lease.id)).rentLedger;
    const paymentId = after.payments[0].id;
    expect(after.payments).toEqual([
      { id: paymentId, paidOn: today, amountPence: 150_000, method: 'bank_transfer', reference: 'FP 12345' },
    ]);
    expect(after.allocations).toEqual([
      { paymentId, periodStart: dueDates[0], amountPence: RENT },
      { paymentId, periodStart: dueDates[1], amountPence: 50_000 },
    ]);
    expect(after.charges.slice(0, 2)).toEqual([
      expect.objectContaining({ paidPence: RENT, outstandingPence: 0, state: 'paid', daysOverdue: 0 }),
      expect.objectContaining({
        paidPence: 50_000,
        outstandingPence: 50_000,
        state: 'overdue',
        daysOverdue: daysBetween(dueDates[1]!, today),
      }),
    ]);
    expect(after).toMatchObject({
      oldestDaysOverdue: daysBetween(dueDates[1]!, today),
      receivedThisMonthPence: 150_000,
      creditPence: 0,
    });

    // The same figures on the tenancy and in the arrears list.
    expect((await gql(bff, TENANCY, { id: lease.id }, staff.auth)).body.data.tenancy).toMatchObject({
      balancePence: 4 * RENT - 150_000,
      arrearsPence: overdue.length * RENT - 150_000,
      rentStanding: { state: 'overdue' },
    });
    const arrears = (await gql(bff, ARREARS, { first: 10 }, staff.auth)).body.data.arrears;
    expect(arrears.edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        id: lease.id,
        balancePence: 4 * RENT - 150_000,
        arrearsPence: overdue.length * RENT - 150_000,
        rentStanding: { state: 'overdue', oldestDaysOverdue: daysBetween(dueDates[1]!, today) },
      },
    ]);
    expect((await gql(bff, ARREARS, { first: 10, state: ['paid'] }, staff.auth)).body.data.arrears.totalCount).toBe(0);

    // Paying the rest leaves it paid up, with what was paid over held as credit.
    await gql(bff, RECORD, { id: lease.id, input: payment({ amountPence: 4 * RENT - 150_000 + 1 }) }, staff.auth);
    const paidUp = (await ledgerOf(staff, lease.id)).rentLedger;
    expect(paidUp).toMatchObject({ state: 'paid', balancePence: -1, arrearsPence: 0, oldestDaysOverdue: 0 });
    expect((await gql(bff, ARREARS, { first: 10, state: ['paid'] }, staff.auth)).body.data.arrears.totalCount).toBe(1);
  });

  it('[RENT-01] ranks tenancies by arrears, most first, and pages through them', async () => {
    const { staff, companyId, property, tenant } = await setUp();
    const owing: { id: string; balance: number }[] = [];
    for (const paid of [0, 250_000, 100_000]) {
      const lease = await createTenancy(portfolio, companyId, property.id, [tenant.id], {
        startDate: start,
        rentPence: RENT,
        monthlyRentPence: RENT,
        rentDueDay: 1,
        status: 'ended',
        endDate: addDays(today, -1),
      });
      if (paid) await gql(bff, RECORD, { id: lease.id, input: payment({ amountPence: paid }) }, staff.auth);
      owing.push({ id: lease.id, balance: 4 * RENT - paid });
    }
    const seen: { id: string; arrearsPence: number }[] = [];
    let after: string | null = null;
    do {
      const page: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: never }[] } = (
        await gql(bff, ARREARS, { first: 2, after }, staff.auth)
      ).body.data.arrears;
      seen.push(...page.edges.map((e) => e.node));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    const arrearsOf = (s: { arrearsPence: number }) => s.arrearsPence;
    expect(seen.map(arrearsOf)).toEqual([...seen.map(arrearsOf)].sort((a, b) => b - a));
    expect(seen).toHaveLength(4);
    expect(seen.map((s) => s.id)).toEqual(expect.arrayContaining(owing.map((o) => o.id)));
    // The ended tenancy that was paid £2,500 of £4,000 owes the least of the three.
    expect(seen.find((s) => s.id === owing[1]!.id)!.arrearsPence).toBe(
      Math.min(...owing.map((o) => seen.find((s) => s.id === o.id)!.arrearsPence)),
    );
  });

  it('[RENT-01] [ISO-04] [ISO-01] [ISO-02] a mistaken payment is taken off by staff only, with its record kept in the history', async () => {
    const { staff, companyId, lease } = await setUp();
    const { staff: other } = await setUp();
    const recorded = await gql(bff, RECORD, { id: lease.id, input: payment({ amountPence: 99_999 }) }, staff.auth);
    const paymentId = recorded.body.data.recordRentPayment.payments[0].id;
    const variables = { id: lease.id, paymentId };
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const user = await createUser(services.identity, { role, companyId });
      const session = await login(bff, user.email, PASSWORD);
      expect(codesOf(await gql(bff, DELETE, variables, session.auth))).toEqual(['FORBIDDEN']);
    }
    expect(codesOf(await gql(bff, DELETE, variables))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(bff, DELETE, variables, other.auth))).toEqual(['TENANCY_NOT_FOUND']);
    expect(await paymentRows(lease.id)).toBe(1);

    const taken = await gql(bff, DELETE, variables, staff.auth);
    expect(taken.body.errors).toBeUndefined();
    expect(taken.body.data.deleteRentPayment).toEqual({ balancePence: 4 * RENT, payments: [] });
    expect(await paymentRows(lease.id)).toBe(0);
    const history = (await gql(bff, HISTORY, { id: lease.id }, staff.auth)).body.data.tenancy.history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['payment_recorded', 'payment_deleted']);
    expect(history[1].data).toMatchObject({ paymentId, fields: { amountPence: 99_999, method: 'bank_transfer' } });
    expect(codesOf(await gql(bff, DELETE, variables, staff.auth))).toEqual(['RENT_PAYMENT_NOT_FOUND']);
  });

  it('[RENT-01] refuses bad input by field and a draft tenancy, changing nothing', async () => {
    const { staff, companyId, property, tenant, lease } = await setUp();
    for (const [input, field] of [
      [payment({ amountPence: 0 }), 'amountPence'],
      [payment({ amountPence: -5 }), 'amountPence'],
      [payment({ paidOn: addDays(today, 1) }), 'paidOn'],
      [payment({ paidOn: '2026-02-30' }), 'paidOn'],
      [payment({ reference: 'x'.repeat(101) }), 'reference'],
    ] as const) {
      const res = await gql(bff, RECORD, { id: lease.id, input }, staff.auth);
      expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
      expect(Object.keys(fieldsOf(res) ?? {})).toEqual([field]);
    }
    expect(codesOf(await gql(bff, RECORD, { id: lease.id, input: payment({ method: 'gold' }) }, staff.auth))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(await paymentRows(lease.id)).toBe(0);

    const draft = await createTenancy(portfolio, companyId, property.id, [tenant.id], { status: 'draft' });
    expect(codesOf(await gql(bff, RECORD, { id: draft.id, input: payment() }, staff.auth))).toEqual([
      'TENANCY_STATUS_CONFLICT',
    ]);
    expect(await paymentRows(draft.id)).toBe(0);
    expect((await ledgerOf(staff, draft.id)).rentLedger).toMatchObject({ charges: [], balancePence: 0 });
  });

  it('[ISO-02] answers UNAUTHENTICATED without a token', async () => {
    const { lease } = await setUp();
    expect(codesOf(await gql(bff, LEDGER, { id: lease.id }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(bff, ARREARS, { first: 5 }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(bff, RECORD, { id: lease.id, input: payment() }))).toEqual(['UNAUTHENTICATED']);
    expect(await paymentRows(lease.id)).toBe(0);
  });

  it("[ISO-01] answers another company's tenancy as not found and never records on it", async () => {
    const { lease } = await setUp();
    const { staff: other } = await setUp();
    expect((await ledgerOf(other, lease.id)).rentLedger).toBeNull();
    expect(codesOf(await gql(bff, RECORD, { id: lease.id, input: payment() }, other.auth))).toEqual([
      'TENANCY_NOT_FOUND',
    ]);
    const ids = (await gql(bff, ARREARS, { first: 50 }, other.auth)).body.data.arrears.edges.map(
      (e: { node: { id: string } }) => e.node.id,
    );
    expect(ids).not.toContain(lease.id);
    expect(await paymentRows(lease.id)).toBe(0);
  });

  it("[ISO-02] [RENT-03] a tenant sees their own ledger only, an owner their properties' only, a trade none; none may record", async () => {
    const { staff, companyId, property, lease } = await setUp();
    const ownerUser = await createUser(services.identity, { role: 'owner', companyId });
    const tenantUser = await createUser(services.identity, { role: 'tenant', companyId });
    const tradeUser = await createUser(services.identity, { role: 'trade', companyId });
    const ownerRecord = await createOwner(portfolio, companyId, { userId: ownerUser.id });
    await portfolio.query(`UPDATE "portfolio"."property" SET "owner_id" = $1 WHERE "id" = $2`, [
      ownerRecord.id,
      property.id,
    ]);
    const me = await createTenant(portfolio, companyId, { userId: tenantUser.id });
    await portfolio.query(
      `INSERT INTO "portfolio"."lease_tenant" ("company_id", "lease_id", "tenant_id") VALUES ($1, $2, $3)`,
      [companyId, lease.id, me.id],
    );
    const elsewhere = await createProperty(portfolio, companyId, { status: 'let' });
    const someoneElse = await createTenant(portfolio, companyId);
    const notMine = await createTenancy(portfolio, companyId, elsewhere.id, [someoneElse.id], {
      startDate: start,
      rentDueDay: 1,
    });
    await gql(bff, RECORD, { id: lease.id, input: payment({ amountPence: 12_345 }) }, staff.auth);

    const owner = await login(bff, ownerUser.email, PASSWORD);
    const tenant = await login(bff, tenantUser.email, PASSWORD);
    const trade = await login(bff, tradeUser.email, PASSWORD);
    const listed = async (session: Session) =>
      (await gql(bff, ARREARS, { first: 50 }, session.auth)).body.data.arrears.edges.map(
        (e: { node: { id: string } }) => e.node.id,
      );

    expect((await listed(staff)).sort()).toEqual([lease.id, notMine.id].sort());
    for (const session of [owner, tenant]) {
      expect(await listed(session)).toEqual([lease.id]);
      const own = (await ledgerOf(session, lease.id)).rentLedger;
      expect(own).toMatchObject({ balancePence: 4 * RENT - 12_345, payments: [{ amountPence: 12_345 }] });
      expect((await ledgerOf(session, notMine.id)).rentLedger).toBeNull();
    }
    expect(await listed(trade)).toEqual([]);
    expect((await ledgerOf(trade, lease.id)).rentLedger).toBeNull();
    for (const session of [owner, tenant, trade]) {
      expect(codesOf(await gql(bff, RECORD, { id: lease.id, input: payment() }, session.auth))).toEqual(['FORBIDDEN']);
    }
    expect(await paymentRows(lease.id)).toBe(1);
  });

  it('[RENT-01] reads 1 or many tenancies with their balances in the same number of portfolio calls', async () => {
    const { staff, companyId, property, tenant } = await setUp();
    for (let i = 0; i < 11; i += 1) {
      await createTenancy(portfolio, companyId, property.id, [tenant.id], { startDate: start, rentDueDay: 1 });
    }
    const page = (first: number) => `query { tenancies(first: ${first}) {
      edges { node { id balancePence arrearsPence rentStanding { state nextCharge { dueDate } } } } } }`;
    const callsFor = async (first: number) => {
      const before = services.portfolio.requests.length;
      const res = await gql(bff, page(first), {}, staff.auth);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.tenancies.edges).toHaveLength(first);
      for (const edge of res.body.data.tenancies.edges) expect(edge.node.balancePence).toEqual(expect.any(Number));
      return services.portfolio.requests.length - before;
    };
    const one = await callsFor(1);
    expect(await callsFor(12)).toBe(one);
    expect(one).toBe(1);
  });
});
