import type { OpenRequestsByPriority, PortfolioSummaryBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import type { LeasesClient } from '../leases/leases.client';
import type { MaintenanceRequestsClient } from '../maintenance-requests/maintenance-requests.client';
import type { PortfolioSummaryClient } from './portfolio-summary.client';
import { PortfolioSummaryResolver } from './portfolio-summary.resolver';

const caller: AuthUser = { userId: randomUUID(), companyId: randomUUID(), role: 'manager' };
const BODY: PortfolioSummaryBody = {
  asOf: '2026-11-26',
  properties: 5,
  byStatus: { vacant: 1, let: 3, under_offer: 1, unavailable: 0 },
  occupancyRate: 0.6,
  rentRollPencePerMonth: 3_000_000_000,
  compliance: { fullyCompliant: 2, fullyCompliantShare: 0.4, expiring: 1, expired: 1, missing: 1 },
};

describe('PortfolioSummaryResolver', () => {
  it("[PORT-01] [RENT-01] puts the services' figures together, one call each, with the arrears of the rent ledgers", async () => {
    const portfolio = { summary: jest.fn(async () => BODY) };
    const repairs: OpenRequestsByPriority = { emergency: 1, urgent: 0, routine: 4 };
    const requests = { openByPriority: jest.fn(async () => repairs) };
    const leases = {
      rentSummary: jest.fn(async () => ({
        asOf: '2026-11-26',
        tenancyCount: 3,
        balancePence: 150_001,
        arrearsPence: 145_000,
        receivedThisMonthPence: 9,
      })),
    };
    const resolver = new PortfolioSummaryResolver(
      portfolio as unknown as PortfolioSummaryClient,
      requests as unknown as MaintenanceRequestsClient,
      leases as unknown as LeasesClient,
    );

    expect(await resolver.portfolioSummary(caller)).toEqual({
      asOf: '2026-11-26',
      propertyCount: 5,
      byStatus: [
        { status: 'vacant', count: 1 },
        { status: 'let', count: 3 },
        { status: 'under_offer', count: 1 },
        { status: 'unavailable', count: 0 },
      ],
      occupancyRate: 0.6,
      rentRollPencePerMonth: 3_000_000_000,
      arrearsTotalPence: 145_000,
      compliance: BODY.compliance,
      openRepairCount: 5,
      openRepairsByPriority: [
        { priority: 'emergency', count: 1 },
        { priority: 'urgent', count: 0 },
        { priority: 'routine', count: 4 },
      ],
    });
    expect(portfolio.summary).toHaveBeenCalledTimes(1);
    expect(portfolio.summary).toHaveBeenCalledWith(caller);
    expect(requests.openByPriority).toHaveBeenCalledWith(caller);
    expect(leases.rentSummary).toHaveBeenCalledTimes(1);
    expect(leases.rentSummary).toHaveBeenCalledWith(caller);
  });
});
