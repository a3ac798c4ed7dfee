import { Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { MaintenanceClient } from '../service-clients/maintenance.client';
import { PortfolioClient } from '../service-clients/portfolio.client';
import { DashboardSummary } from './dashboard-summary.model';

@Resolver(() => DashboardSummary)
export class DashboardResolver {
  constructor(
    private readonly portfolio: PortfolioClient,
    private readonly maintenance: MaintenanceClient,
  ) {}

  @Query(() => DashboardSummary)
  async dashboard(@CurrentUser() caller: AuthUser): Promise<DashboardSummary> {
    const [portfolio, maintenance] = await Promise.all([
      this.portfolio.counts(caller),
      this.maintenance.counts(caller),
    ]);
    return { propertyCount: portfolio.properties, openMaintenanceCount: maintenance.open };
  }
}
