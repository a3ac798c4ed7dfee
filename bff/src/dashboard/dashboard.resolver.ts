import { Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { MaintenanceRequestsClient } from '../maintenance-requests/maintenance-requests.client';
import { PropertiesClient } from '../properties/properties.client';
import { SERVICE_CALL_COST } from '../graphql/complexity';
import { toModel } from '../graphql/model';
import { LeasesClient } from '../leases/leases.client';
import { DashboardSummary, RentSummary } from './dashboard-summary.model';

@Resolver(() => DashboardSummary)
export class DashboardResolver {
  constructor(
    private readonly properties: PropertiesClient,
    private readonly requests: MaintenanceRequestsClient,
    private readonly leases: LeasesClient,
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

  /** RENT-03, DASH-01: a tenant's balance, an owner's rent received; one portfolio call, only when asked for. */
  @ResolveField('rent', () => RentSummary, { complexity: SERVICE_CALL_COST })
  async rent(@CurrentUser() caller: AuthUser): Promise<RentSummary> {
    return toModel(RentSummary, await this.leases.rentSummary(caller));
  }
}
