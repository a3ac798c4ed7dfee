import { Args, Context, Float, ID, Info, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { ManagementFeeKind, PropertyOwnerBody } from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { GraphQLResolveInfo } from 'graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { AuditEntry, withActorNames } from '../common/audit-history';
import { SERVICE_CALL_COST } from '../graphql/complexity';
import { paginate } from '../graphql/connection';
import type { GqlContext } from '../graphql/gql-context';
import { answerFromParentWhenJoined } from '../graphql/joined-fields';
import { toModel } from '../graphql/model';
import { connectionSelection } from '../graphql/selection';
import { Property, PropertyConnection } from '../properties/property.model';
import { UsersClient } from '../users/users.client';
import { OwnerPropertiesArgs, PropertyOwnersArgs } from './property-owners.args';
import { PropertyOwnersClient } from './property-owners.client';
import { CreatePropertyOwnerInput, UpdatePropertyOwnerInput } from './property-owners.inputs';
import { BankDetails, ManagementFeeKindEnum, PropertyOwner, PropertyOwnerConnection } from './property-owner.model';
import { PropertyOwnerLoader } from './property-owner.loader';

/**
 * The owner's other fields are read from the parent, or with Property.owner's load (priced there): a scalar costs
 * nothing more, an object 1, like any field read from its parent.
 */
const JOINED_SCALAR_COST = 0;
const JOINED_OBJECT_COST = 1;

/** OWN-01: the agency's staff add and change owners; an owner reads only themself, tenants and trades none (ISO-02). */
const OWNER_EDITORS = ['landlord', 'manager'] as const;

@Resolver(() => PropertyOwner)
export class PropertyOwnersResolver {
  constructor(
    private readonly owners: PropertyOwnersClient,
    private readonly users: UsersClient,
  ) {}

  /** The lean list path: one service call, counted only when `totalCount` is asked. */
  @Query(() => PropertyOwnerConnection, {
    description: "The company's property owners for its staff; an owner's own record; none for tenants and trades",
  })
  propertyOwners(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args({ type: () => PropertyOwnersArgs }) args: PropertyOwnersArgs,
  ): Promise<PropertyOwnerConnection> {
    const asked = connectionSelection(info);
    const filters = { q: args.q?.trim() || undefined, sort: args.sort ?? undefined };
    return paginate(
      (cursor, limit) => this.owners.list(caller, { cursor, limit, count: asked.totalCount, ...filters }),
      args.first,
      args.after,
      (body) => toModel(PropertyOwner, body),
    );
  }

  /** Null for an unknown id, another company's, or one the caller may not see: the answer never says which. */
  @Query(() => PropertyOwner, { nullable: true })
  async propertyOwner(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PropertyOwner | null> {
    const body = await this.owners.find(caller, assertUuid(id));
    return body && toModel(PropertyOwner, body);
  }

  @Mutation(() => PropertyOwner)
  @Roles(...OWNER_EDITORS)
  async createPropertyOwner(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => CreatePropertyOwnerInput }) input: CreatePropertyOwnerInput,
  ): Promise<PropertyOwner> {
    return toModel(PropertyOwner, await this.owners.create(caller, { ...input }));
  }

  /** Only the fields given change; each change is in the owner's history, bank numbers masked. */
  @Mutation(() => PropertyOwner)
  @Roles(...OWNER_EDITORS)
  async updatePropertyOwner(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdatePropertyOwnerInput }) input: UpdatePropertyOwnerInput,
  ): Promise<PropertyOwner> {
    return toModel(PropertyOwner, await this.owners.update(caller, assertUuid(id), { ...input }));
  }

  /** The owner's properties the caller may see, by reference: one service call a page. */
  @ResolveField('properties', () => PropertyConnection, { complexity: SERVICE_CALL_COST })
  ownerProperties(
    @CurrentUser() caller: AuthUser,
    @Parent() owner: PropertyOwner,
    @Info() info: GraphQLResolveInfo,
    @Args({ type: () => OwnerPropertiesArgs }) args: OwnerPropertiesArgs,
  ): Promise<PropertyConnection> {
    const asked = connectionSelection(info);
    return paginate(
      (cursor, limit) => this.owners.properties(caller, owner.id, { cursor, limit, count: asked.totalCount }),
      args.first,
      args.after,
      (body) => toModel(Property, body),
    );
  }

  /** ISO-04: every change, oldest first, each naming who made it; the company's staff only (two calls). */
  // Guards do not run on field resolvers: the portfolio service answers "not found" to anyone but staff.
  @ResolveField('history', () => [AuditEntry], { complexity: 2 * SERVICE_CALL_COST })
  async history(@CurrentUser() caller: AuthUser, @Parent() owner: PropertyOwner): Promise<AuditEntry[]> {
    return withActorNames(this.users, caller, await this.owners.history(caller, owner.id));
  }

  @ResolveField('addressLine1', () => String, {
    complexity: JOINED_SCALAR_COST,
    nullable: true,
    description: 'Correspondence address',
  })
  async addressLine1(@Parent() owner: PropertyOwner, @Context() context: GqlContext) {
    return (await this.whole(owner, context)).addressLine1;
  }

  @ResolveField('addressLine2', () => String, { complexity: JOINED_SCALAR_COST, nullable: true })
  async addressLine2(@Parent() owner: PropertyOwner, @Context() context: GqlContext) {
    return (await this.whole(owner, context)).addressLine2;
  }

  @ResolveField('city', () => String, { complexity: JOINED_SCALAR_COST, nullable: true })
  async city(@Parent() owner: PropertyOwner, @Context() context: GqlContext) {
    return (await this.whole(owner, context)).city;
  }

  @ResolveField('postcode', () => String, { complexity: JOINED_SCALAR_COST, nullable: true })
  async postcode(@Parent() owner: PropertyOwner, @Context() context: GqlContext) {
    return (await this.whole(owner, context)).postcode;
  }

  @ResolveField('bankDetails', () => BankDetails, {
    complexity: JOINED_OBJECT_COST,
    nullable: true,
    description: 'Masked: the last digits only; null when none are on record',
  })
  async bankDetails(@Parent() owner: PropertyOwner, @Context() context: GqlContext): Promise<BankDetails | null> {
    const { bankDetails } = await this.whole(owner, context);
    return bankDetails && toModel(BankDetails, bankDetails);
  }

  @ResolveField('managementFeeKind', () => ManagementFeeKindEnum, { complexity: JOINED_SCALAR_COST })
  async managementFeeKind(@Parent() owner: PropertyOwner, @Context() context: GqlContext): Promise<ManagementFeeKind> {
    return (await this.whole(owner, context)).managementFeeKind;
  }

  @ResolveField('managementFeePercent', () => Float, {
    complexity: JOINED_SCALAR_COST,
    nullable: true,
    description: 'Percent of the rent collected, for the kind percent',
  })
  async managementFeePercent(@Parent() owner: PropertyOwner, @Context() context: GqlContext) {
    return (await this.whole(owner, context)).managementFeePercent;
  }

  @ResolveField('managementFeeFixedPence', () => Int, {
    complexity: JOINED_SCALAR_COST,
    nullable: true,
    description: 'Pence a month, for the kind fixed',
  })
  async managementFeeFixedPence(@Parent() owner: PropertyOwner, @Context() context: GqlContext) {
    return (await this.whole(owner, context)).managementFeeFixedPence;
  }

  @ResolveField('spendingLimitPence', () => Int, {
    complexity: JOINED_SCALAR_COST,
    description: "A repair estimated above this many pence waits for the owner's approval (MNT-05)",
  })
  async spendingLimitPence(@Parent() owner: PropertyOwner, @Context() context: GqlContext) {
    return (await this.whole(owner, context)).spendingLimitPence;
  }

  @ResolveField('createdAt', () => String, { complexity: JOINED_SCALAR_COST })
  async createdAt(@Parent() owner: PropertyOwner, @Context() context: GqlContext) {
    return (await this.whole(owner, context)).createdAt;
  }

  /**
   * The whole owner: the parent itself when a list or get read it, else (an owner a property list joined, which
   * carries only its contact) through the request's loader, one batched call for every owner of the request.
   */
  private async whole(owner: PropertyOwner, context: GqlContext): Promise<Omit<PropertyOwnerBody, 'companyId'>> {
    if (owner.managementFeeKind !== undefined) return owner as Omit<PropertyOwnerBody, 'companyId'>;
    const loaded = await context.loaders.get(PropertyOwnerLoader).load(owner.id);
    if (!loaded) throw new Error('An owner read through its property could not be read again');
    return loaded;
  }
}

// An owner read by a list or by id carries every field: answered from it at once; only an owner a property list
// joined (contact only) goes through the resolvers above and the loader.
for (const field of [
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'bankDetails',
  'managementFeeKind',
  'managementFeePercent',
  'managementFeeFixedPence',
  'spendingLimitPence',
  'createdAt',
] as const) {
  answerFromParentWhenJoined(PropertyOwner, field);
}
