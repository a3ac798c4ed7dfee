import { Args, Context, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { LeaseStatus } from '@pm/contracts';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { BATCHED_LOAD_COST } from '../graphql/complexity';
import { paginate } from '../graphql/connection';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { Property } from '../properties/property.model';
import { PropertyLoader } from '../properties/property.loader';
import { Lease, LeaseConnection, LeaseStatusEnum } from './lease.model';
import { LeasesClient } from './leases.client';

@Resolver(() => Lease)
export class LeasesResolver {
  constructor(private readonly portfolio: LeasesClient) {}

  @Query(() => LeaseConnection, {
    description:
      "Tenancies, newest first: the company's for its staff, an owner's properties', a tenant's own (ISO-02)",
  })
  leases(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('status', { type: () => [LeaseStatusEnum], nullable: true, description: 'Any of these statuses' })
    status?: LeaseStatus[] | null,
  ): Promise<LeaseConnection> {
    const statuses = status?.length ? [...new Set(status)] : undefined;
    return paginate(
      (cursor, limit) => this.portfolio.list(caller, { cursor, limit, status: statuses }),
      first,
      after,
      (body) => toModel(Lease, body),
    );
  }

  /** Null when the caller may not see the property (a former tenant's old home). */
  @ResolveField('property', () => Property, { nullable: true, complexity: BATCHED_LOAD_COST })
  async property(@Parent() lease: Lease, @Context() context: GqlContext): Promise<Property | null> {
    const property = await context.loaders.get(PropertyLoader).load(lease.propertyId);
    return property && toModel(Property, property);
  }
}
