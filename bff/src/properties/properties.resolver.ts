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
import { answerFromParentWhenJoined } from '../graphql/joined-fields';
import { toModel } from '../graphql/model';
import { connectionSelection } from '../graphql/selection';
import { PropertyOwner } from '../property-owners/property-owner.model';
import { PropertyOwnerLoader } from '../property-owners/property-owner.loader';
import { UsersClient } from '../users/users.client';
import { PropertiesArgs } from './properties.args';
import { PropertiesClient } from './properties.client';
import { CreatePropertyInput, UpdatePropertyInput } from './properties.inputs';
import { Property, PropertyConnection } from './property.model';

/** PROP-02, PROP-03: the agency's staff change properties; owners, tenants and trades only read their slice (ISO-02). */
const PROPERTY_EDITORS = ['landlord', 'manager'] as const;

/** Unset GraphQL arguments arrive as null; the service's query wants them absent. */
const absentIfNull = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

@Resolver(() => Property)
export class PropertiesResolver {
  constructor(
    private readonly portfolio: PropertiesClient,
    private readonly users: UsersClient,
  ) {}

  /**
   * The fast list read later screens copy: one service call, counted only when asked, owners in the same call;
   * searched, filtered and sorted by the service on its indexes (PROP-01). Archived properties only when asked.
   */
  @Query(() => PropertyConnection, {
    description: "The company's properties for its staff, an owner's own, a tenant's home (ISO-02)",
  })
  properties(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args({ type: () => PropertiesArgs }) args: PropertiesArgs,
  ): Promise<PropertyConnection> {
    const asked = connectionSelection(info);
    const include = asked.nodeFields.has('owner') ? 'owner' : undefined;
    const filters = {
      q: args.q?.trim() || undefined,
      status: absentIfNull(args.status),
      nation: absentIfNull(args.nation),
      type: absentIfNull(args.type),
      ownerId: args.ownerId ? assertUuid(args.ownerId) : undefined,
      buildingFactorId: args.buildingFactorId ? assertUuid(args.buildingFactorId) : undefined,
      compliance: absentIfNull(args.compliance),
      archived: args.archived ? true : undefined,
      sort: absentIfNull(args.sort),
    };
    return paginate(
      (cursor, limit) => this.portfolio.list(caller, { cursor, limit, count: asked.totalCount, include, ...filters }),
      args.first,
      args.after,
      (body) => toModel(Property, body),
    );
  }

  /** Null for an unknown id and for another company's: the answer never reveals which. */
  @Query(() => Property, { nullable: true })
  async property(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Property | null> {
    const body = await this.portfolio.find(caller, assertUuid(id));
    return body && toModel(Property, body);
  }

  /** A list that read the owner in the same call answers it from the property (answerFromParentWhenJoined below). */
  @ResolveField('owner', () => PropertyOwner, { nullable: true, complexity: BATCHED_LOAD_COST })
  async owner(@Parent() property: Property, @Context() context: GqlContext): Promise<PropertyOwner | null> {
    if (!property.ownerId) return null;
    const owner = await context.loaders.get(PropertyOwnerLoader).load(property.ownerId);
    return owner && toModel(PropertyOwner, owner);
  }

  /** ISO-04: every change, oldest first, each naming who made it; the company's staff only (two calls). */
  // Guards do not run on field resolvers: the portfolio service answers "not found" to anyone but staff.
  @ResolveField('history', () => [AuditEntry], { complexity: 2 * SERVICE_CALL_COST })
  async history(@CurrentUser() caller: AuthUser, @Parent() property: Property): Promise<AuditEntry[]> {
    return withActorNames(this.users, caller, await this.portfolio.history(caller, property.id));
  }

  /** PROP-02: a reference is generated when blank and the nation derived from the postcode when left out. */
  @Mutation(() => Property)
  @Roles(...PROPERTY_EDITORS)
  async createProperty(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => CreatePropertyInput }) input: CreatePropertyInput,
  ): Promise<Property> {
    return toModel(Property, await this.portfolio.create(caller, { ...input }));
  }

  /** PROP-02: only the fields given change; each change is in the property's history. */
  @Mutation(() => Property)
  @Roles(...PROPERTY_EDITORS)
  async updateProperty(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdatePropertyInput }) input: UpdatePropertyInput,
  ): Promise<Property> {
    return toModel(Property, await this.portfolio.update(caller, assertUuid(id), { ...input }));
  }

  /** PROP-03: kept for its history and left out of lists; refused while a tenancy of it is live. */
  @Mutation(() => Property)
  @Roles(...PROPERTY_EDITORS)
  async archiveProperty(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Property> {
    return toModel(Property, await this.portfolio.archive(caller, assertUuid(id)));
  }
}

answerFromParentWhenJoined(Property, 'owner');
