import { Args, Context, ID, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { assertUuid } from '@pm/kit';
import type { GraphQLResolveInfo } from 'graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { AuditEntry, withActorNames } from '../common/audit-history';
import { BATCHED_LOAD_COST, SERVICE_CALL_COST } from '../graphql/complexity';
import { paginate } from '../graphql/connection';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { connectionSelection } from '../graphql/selection';
import { PropertiesClient } from '../properties/properties.client';
import { Property } from '../properties/property.model';
import { UsersClient } from '../users/users.client';
import { BuildingFactor, BuildingFactorConnection } from './building-factor.model';
import { BuildingFactorLoader } from './building-factor.loader';
import { BuildingFactorsArgs } from './building-factors.args';
import { BuildingFactorsClient } from './building-factors.client';
import { CreateBuildingFactorInput, UpdateBuildingFactorInput } from './building-factors.inputs';

/** BF-01 is the agency's business: owners, tenants and trades are refused every operation (ISO-02). */
const FACTOR_STAFF = ['landlord', 'manager'] as const;

@Resolver(() => BuildingFactor)
@Roles(...FACTOR_STAFF)
export class BuildingFactorsResolver {
  constructor(
    private readonly factors: BuildingFactorsClient,
    private readonly properties: PropertiesClient,
    private readonly users: UsersClient,
  ) {}

  /** The lean list path: one service call, counted only when `totalCount` is asked. */
  @Query(() => BuildingFactorConnection, { description: "The company's building factors by name (BF-01)" })
  buildingFactors(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args({ type: () => BuildingFactorsArgs }) args: BuildingFactorsArgs,
  ): Promise<BuildingFactorConnection> {
    const count = connectionSelection(info).totalCount;
    const q = args.q?.trim() || undefined;
    return paginate(
      (cursor, limit) => this.factors.list(caller, { cursor, limit, count, q }),
      args.first,
      args.after,
      (body) => toModel(BuildingFactor, body),
    );
  }

  @Query(() => BuildingFactor, {
    nullable: true,
    description: "Null for an unknown id and for another company's: the answer never says which",
  })
  async buildingFactor(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BuildingFactor | null> {
    const body = await this.factors.find(caller, assertUuid(id));
    return body && toModel(BuildingFactor, body);
  }

  @Mutation(() => BuildingFactor, { description: 'Adds a building factor (BF-01)' })
  async createBuildingFactor(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => CreateBuildingFactorInput }) input: CreateBuildingFactorInput,
  ): Promise<BuildingFactor> {
    return toModel(BuildingFactor, await this.factors.create(caller, { ...input }));
  }

  @Mutation(() => BuildingFactor, { description: 'Changes the fields given; each change is recorded (ISO-04)' })
  async updateBuildingFactor(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateBuildingFactorInput }) input: UpdateBuildingFactorInput,
  ): Promise<BuildingFactor> {
    return toModel(BuildingFactor, await this.factors.update(caller, assertUuid(id), { ...input }));
  }

  /** ISO-04: every change, oldest first, each naming who made it (two calls). */
  // Guards do not run on field resolvers: the portfolio service answers "not found" to anyone but staff.
  @ResolveField('history', () => [AuditEntry], {
    complexity: 2 * SERVICE_CALL_COST,
    description: 'Who changed what and when, oldest first (ISO-04)',
  })
  async history(@CurrentUser() caller: AuthUser, @Parent() factor: BuildingFactor): Promise<AuditEntry[]> {
    return withActorNames(this.users, caller, await this.factors.history(caller, factor.id));
  }

  /** The property answered after the change (two service calls), so a client's cache sees its new factor. */
  @Mutation(() => Property, {
    description:
      "Sets a property's building factor, replacing any other (a property has at most one); a null buildingFactorId unlinks it",
  })
  async linkPropertyToBuildingFactor(
    @CurrentUser() caller: AuthUser,
    @Args('propertyId', { type: () => ID }) propertyId: string,
    @Args('buildingFactorId', { type: () => ID, nullable: true }) buildingFactorId: string | null,
  ): Promise<Property> {
    const id = assertUuid(propertyId);
    await this.factors.link(caller, id, buildingFactorId ? assertUuid(buildingFactorId) : null);
    const property = await this.properties.find(caller, id);
    return toModel(Property, property!);
  }
}

/** Property.buildingFactor, through the request's loader: one batched call for a whole page of properties. */
@Resolver(() => Property)
export class PropertyBuildingFactorResolver {
  // Guards do not run on field resolvers: portfolio answers no factor to anyone but the company's staff.
  @ResolveField('buildingFactor', () => BuildingFactor, {
    nullable: true,
    complexity: BATCHED_LOAD_COST,
    description: "The property's building factor (BF-01); null when it has none or the caller may not see it",
  })
  async buildingFactor(@Parent() property: Property, @Context() context: GqlContext): Promise<BuildingFactor | null> {
    if (!property.buildingFactorId) return null;
    const factor = await context.loaders.get(BuildingFactorLoader).load(property.buildingFactorId);
    return factor && toModel(BuildingFactor, factor);
  }
}
