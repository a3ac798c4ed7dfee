import { Args, Info, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { paginate } from '../graphql/connection';
import { toModel } from '../graphql/model';
import { connectionSelection } from '../graphql/selection';
import { ComplianceAlert, ComplianceAlertConnection } from './compliance-alert.model';
import { ComplianceAlertsArgs } from './compliance-alerts.args';
import { ComplianceAlertsClient } from './compliance-alerts.client';

@Resolver(() => ComplianceAlert)
export class ComplianceAlertsResolver {
  constructor(private readonly alerts: ComplianceAlertsClient) {}

  /**
   * The agency's staff see every alert of the company, an owner those of their properties; a tenant's or a
   * trade's work has no compliance alerts, so they are refused (ISO-02), as with the portfolio summary.
   */
  @Query(() => ComplianceAlertConnection, {
    description: 'Compliance alerts, newest first unless asked by urgency (CMP-03)',
  })
  @Roles('superuser', 'admin', 'landlord', 'manager', 'owner')
  complianceAlerts(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args({ type: () => ComplianceAlertsArgs }) args: ComplianceAlertsArgs,
  ): Promise<ComplianceAlertConnection> {
    const count = connectionSelection(info).totalCount;
    return paginate(
      (cursor, limit) =>
        this.alerts.list(caller, {
          cursor,
          limit,
          count,
          open: args.open ?? undefined,
          propertyId: args.propertyId ?? undefined,
          order: args.order,
        }),
      args.first,
      args.after,
      (body) => toModel(ComplianceAlert, body),
    );
  }
}
