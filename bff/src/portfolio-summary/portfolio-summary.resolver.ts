import { Query, Resolver } from '@nestjs/graphql';
import { MAINTENANCE_PRIORITIES, PROPERTY_STATUSES } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { SERVICE_CALL_COST } from '../graphql/complexity';
import { LeasesClient } from '../leases/leases.client';
import { MaintenanceRequestsClient } from '../maintenance-requests/maintenance-requests.client';
import { PortfolioSummaryClient } from './portfolio-summary.client';
import { PortfolioSummary } from './portfolio-summary.model';

/** ISO-07: a tenant's or trade's screens show their own home or jobs; the portfolio is not theirs to read. */
@Resolver(() => PortfolioSummary)
export class PortfolioSummaryResolver {
  constructor(
    private readonly portfolio: PortfolioSummaryClient,
    private readonly requests: MaintenanceRequestsClient,
    private readonly leases: LeasesClient,
  ) {}

  @Query(() => PortfolioSummary, {
    complexity: 3 * SERVICE_CALL_COST,
    description: "PORT-01, DASH-01: the figures of the caller's portfolio, each service counting its own",
  })
  @Roles('superuser', 'admin', 'landlord', 'manager', 'owner')
  async portfolioSummary(@CurrentUser() caller: AuthUser): Promise<PortfolioSummary> {
    const [summary, repairs, rent] = await Promise.all([
      this.portfolio.summary(caller),
      this.requests.openByPriority(caller),
      this.leases.rentSummary(caller),
    ]);
    return {
      asOf: summary.asOf,
      propertyCount: summary.properties,
      byStatus: PROPERTY_STATUSES.map((status) => ({ status, count: summary.byStatus[status] })),
      occupancyRate: summary.occupancyRate,
      rentRollPencePerMonth: summary.rentRollPencePerMonth,
      // RENT-01: what is outstanding on overdue charges of the tenancies the caller may see.
      arrearsTotalPence: rent.arrearsPence,
      compliance: summary.compliance,
      openRepairCount: MAINTENANCE_PRIORITIES.reduce((sum, priority) => sum + repairs[priority], 0),
      openRepairsByPriority: MAINTENANCE_PRIORITIES.map((priority) => ({ priority, count: repairs[priority] })),
    };
  }
}
