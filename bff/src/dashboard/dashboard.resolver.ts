import { Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { MaintenanceRequestsClient } from '../maintenance-requests/maintenance-requests.client';
import { PropertiesClient } from '../properties/properties.client';
import { DashboardSummary } from './dashboard-summary.model';

@Resolver(() => DashboardSummary)
export class DashboardResolver {
  constructor(
    private readonly properties: PropertiesClient,
    private readonly requests: MaintenanceRequestsClient,
  ) {}

  @Query(() => DashboardSummary)
  async dashboard(@CurrentUser() caller: AuthUser): Promise<DashboardSummary> {
    const [portfolio, maintenance] = await Promise.all([this.properties.counts(caller), this.requests.counts(caller)]);
    return {
      propertyCount: portfolio.properties,
      openMaintenanceCount: maintenance.open,
      maintenanceCount: maintenance.total,
    };
  }
}
