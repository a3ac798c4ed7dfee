import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AppException, DEFAULT_PAGE_SIZE } from '@pm/kit';
import { isUUID } from 'class-validator';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { paginate } from '../graphql/connection';
import type { GqlContext } from '../graphql/gql-context';
import { PortfolioClient } from '../service-clients/portfolio.client';
import { PropertyOwner, toPropertyOwner } from './property-owner.model';
import { Property, PropertyConnection, toProperty } from './property.model';

@Resolver(() => Property)
export class PropertiesResolver {
  constructor(private readonly portfolio: PortfolioClient) {}

  @Query(() => PropertyConnection)
  properties(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<PropertyConnection> {
    return paginate(
      (cursor, limit) => this.portfolio.listProperties(caller, { cursor, limit }),
      first,
      after,
      toProperty,
    );
  }

  /** Null for an unknown id and for another company's: the answer never reveals which. */
  @Query(() => Property, { nullable: true })
  async property(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Property | null> {
    if (!isUUID(id)) throw new AppException(400, 'BAD_USER_INPUT', 'id must be a UUID');
    const body = await this.portfolio.findProperty(caller, id);
    return body ? toProperty(body) : null;
  }

  @ResolveField('owner', () => PropertyOwner, { nullable: true })
  async owner(@Parent() property: Property, @Context() context: GqlContext): Promise<PropertyOwner | null> {
    if (!property.ownerId) return null;
    const owner = await context.loaders.propertyOwner.load(property.ownerId);
    return owner ? toPropertyOwner(owner) : null;
  }
}
