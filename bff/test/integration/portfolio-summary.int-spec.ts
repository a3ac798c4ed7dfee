import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { createRequest } from '../../../services/maintenance/test/factories';
import { addMonths, londonToday } from '../../../services/portfolio/src/compliance/calendar-date';
import { createOwner, createProperty, createTenancy, createTenant } from '../../../services/portfolio/test/factories';
import { gql, login, registerCompany, serviceEnv, startBff, startServices, type Services } from './harness';

const SUMMARY = `query PortfolioSummary { portfolioSummary {
  asOf propertyCount byStatus { status count } occupancyRate rentRollPencePerMonth arrearsTotalPence
  compliance { fullyCompliant fullyCompliantShare expiring expired missing }
  openRepairCount openRepairsByPriority { priority count }
} }`;

/** Monthly rent due on the 1st from the 1st of two months ago: each charge due before today is overdue. */
const START = `${addMonths(londonToday(), -2).slice(0, 7)}-01`;
const ARREARS = [0, 1, 2].filter((n) => addMonths(START, n) < londonToday()).length * 125_000;

const statuses = (let_: number, vacant: number, underOffer = 0, unavailable = 0) => [
  { status: 'vacant', count: vacant },
  { status: 'let', count: let_ },
  { status: 'under_offer', count: underOffer },
  { status: 'unavailable', count: unavailable },
];
const priorities = (emergency: number, urgent: number, routine: number) => [
  { priority: 'emergency', count: emergency },
  { priority: 'urgent', count: urgent },
  { priority: 'routine', count: routine },
];

describe('bff: portfolio at a glance (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  /**
   * A company with an owner login owning one let flat (one open emergency), and three more properties: let,
   * vacant, and let but archived; open urgent and routine repairs elsewhere, one done.
   */
  async function company() {
    const account = await registerCompany(bff);
    const companyId = account.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    const maintenance = ownerDataSource(services.maintenance);
    const ownerUser = await createUser(services.identity, { role: 'owner', companyId });
    const owner = await createOwner(portfolio, companyId, { userId: ownerUser.id });
    const owned = await createProperty(portfolio, companyId, {
      status: 'let',
      monthlyRentPence: 125_000,
      ownerId: owner.id,
    });
    const other = await createProperty(portfolio, companyId, { status: 'let', monthlyRentPence: 90_050 });
    await createProperty(portfolio, companyId, { status: 'vacant', monthlyRentPence: 80_000 });
    await createProperty(portfolio, companyId, { status: 'let', monthlyRentPence: 70_000, archivedAt: new Date() });
    // RENT-01: the owned flat's tenancy has paid nothing, so it owes every charge due before today.
    const tenant = await createTenant(portfolio, companyId);
    await createTenancy(portfolio, companyId, owned.id, [tenant.id], {
      startDate: START,
      rentPence: 125_000,
      monthlyRentPence: 125_000,
      rentDueDay: 1,
    });
    await createRequest(maintenance, companyId, { propertyId: owned.id, priority: 'emergency' });
    await createRequest(maintenance, companyId, { propertyId: other.id, priority: 'urgent', status: 'in_progress' });
    await createRequest(maintenance, companyId, { propertyId: other.id, priority: 'routine', status: 'scheduled' });
    await createRequest(maintenance, companyId, { propertyId: other.id, priority: 'routine', status: 'completed' });
    return {
      companyId,
      landlord: await login(bff, account.email, account.password),
      owner: await login(bff, ownerUser.email, PASSWORD),
    };
  }

  it("[PORT-01] [RENT-01] the company's figures from the services, arrears from the rent ledgers to the penny", async () => {
    const { landlord } = await company();
    // Another company's properties and repairs are never counted (ISO-01).
    const elsewhere = await company();

    const res = await gql(bff, SUMMARY, {}, landlord.auth);

    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.portfolioSummary).toEqual({
      asOf: londonToday(),
      propertyCount: 3,
      byStatus: statuses(2, 1),
      occupancyRate: 2 / 3,
      rentRollPencePerMonth: 215_050,
      arrearsTotalPence: ARREARS,
      // The let flats need gas, electrical, EPC, alarm and legionella records none of them has; the vacant one needs none.
      compliance: { fullyCompliant: 1, fullyCompliantShare: 1 / 3, expiring: 0, expired: 0, missing: 2 },
      openRepairCount: 3,
      openRepairsByPriority: priorities(1, 1, 1),
    });
    expect((await gql(bff, SUMMARY, {}, elsewhere.landlord.auth)).body.data.portfolioSummary.propertyCount).toBe(3);
  });

  it('[PORT-01] [PROP-01] the property list filtered by compliance holds the properties behind the figure', async () => {
    const { landlord, owner } = await company();
    const LIST = `query Behind($compliance: PropertyComplianceFilter) {
      properties(first: 25, compliance: $compliance) { edges { node { status monthlyRentPence } } }
    }`;
    const listed = async (session: typeof landlord, compliance: string) => {
      const res = await gql(bff, LIST, { compliance }, session.auth);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.properties.edges.map((e: { node: unknown }) => e.node);
    };

    expect(await listed(landlord, 'compliant')).toEqual([{ status: 'vacant', monthlyRentPence: 80_000 }]);
    expect((await listed(landlord, 'missing')).length).toBe(2);
    expect(await listed(owner, 'missing')).toEqual([{ status: 'let', monthlyRentPence: 125_000 }]);
    expect(await listed(landlord, 'expired')).toEqual([]);
    const refused = await gql(bff, LIST, { compliance: 'fine' }, landlord.auth);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('[PORT-01] [RENT-03] [ISO-02] an owner gets the figures of their own properties only', async () => {
    const { owner } = await company();

    const res = await gql(bff, SUMMARY, {}, owner.auth);

    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.portfolioSummary).toMatchObject({
      propertyCount: 1,
      byStatus: statuses(1, 0),
      occupancyRate: 1,
      rentRollPencePerMonth: 125_000,
      arrearsTotalPence: ARREARS,
      compliance: { fullyCompliant: 0, fullyCompliantShare: 0, expiring: 0, expired: 0, missing: 1 },
      openRepairCount: 1,
      openRepairsByPriority: priorities(1, 0, 0),
    });
  });

  it('[PORT-01] [ISO-02] [ISO-07] a tenant or trade is refused; without a token it is UNAUTHENTICATED', async () => {
    const { companyId } = await company();
    for (const role of ['tenant', 'trade'] as const) {
      const user = await createUser(services.identity, { role, companyId });
      const session = await login(bff, user.email, PASSWORD);
      const res = await gql(bff, SUMMARY, {}, session.auth);
      expect({ role, codes: res.body.errors?.map((e) => e.extensions?.code), data: res.body.data ?? null }).toEqual({
        role,
        codes: ['FORBIDDEN'],
        data: null,
      });
    }
    const anonymous = await gql(bff, SUMMARY);
    expect(anonymous.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
