import { Args, Context, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { assertUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { SERVICE_CALL_COST } from '../graphql/complexity';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { OwnerStatement } from './owner-statement.model';
import { PropertyOwner } from './property-owner.model';
import { PropertyOwnerLoader } from './property-owner.loader';
import { PropertyOwnersClient } from './property-owners.client';

/** OWN-02: the monthly statement, for the company's staff and the owner themself (ISO-02). */
@Resolver(() => OwnerStatement)
export class OwnerStatementsResolver {
  constructor(private readonly owners: PropertyOwnersClient) {}

  @Query(() => OwnerStatement, {
    nullable: true,
    complexity: SERVICE_CALL_COST,
    description:
      "An owner's statement for a month (YYYY-MM, not after this month in Europe/London): rent received per property, management fee, repair costs and net. Null for an owner the caller may not see; a bad month is BAD_USER_INPUT on the field month",
  })
  async ownerStatement(
    @CurrentUser() caller: AuthUser,
    @Args('ownerId', { type: () => ID }) ownerId: string,
    @Args('month', { type: () => String, description: 'YYYY-MM, such as 2026-10' }) month: string,
  ): Promise<OwnerStatement | null> {
    const body = await this.owners.findStatement(caller, assertUuid(ownerId), month);
    return body && toModel(OwnerStatement, body);
  }

  /** The owner through the request's loader: one batched call with any other owner read. */
  @ResolveField('owner', () => PropertyOwner, { complexity: SERVICE_CALL_COST })
  async owner(@Parent() statement: OwnerStatement, @Context() context: GqlContext): Promise<PropertyOwner> {
    const body = await context.loaders.get(PropertyOwnerLoader).load(statement.ownerId);
    if (!body) throw new Error('The owner of a statement just read could not be read');
    return toModel(PropertyOwner, body);
  }
}
