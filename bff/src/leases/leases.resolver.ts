import { Args, Context, ID, Info, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { LeaseStatus, Nation, RentFrequency, TenancyDetailBody } from '@pm/contracts';
import { assertUuid, DEFAULT_PAGE_SIZE } from '@pm/kit';
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
import { NationEnum, Property } from '../properties/property.model';
import { PropertyLoader } from '../properties/property.loader';
import { Tenant, toTenant } from '../tenants/tenant.model';
import { UsersClient } from '../users/users.client';
import {
  Lease,
  LeaseConnection,
  LeaseStatusEnum,
  RentFrequencyEnum,
  Tenancy,
  TenancyConnection,
  TenancyRules,
} from './lease.model';
import { LeasesClient } from './leases.client';
import { TenancyTenantLoader } from './tenancy-tenant.loader';
import {
  ChangeRentInput,
  CreateTenancyInput,
  EndTenancyInput,
  GiveNoticeInput,
  RecordDepositInput,
  TenanciesArgs,
} from './tenancies.inputs';

/** LEASE-01..04: the agency's staff create and move tenancies; owners and tenants only read their slice (ISO-02). */
const TENANCY_EDITORS = ['landlord', 'manager'] as const;

/** Tenancy fields that need each tenancy's ledger (RENT-01). */
const LEDGER_FIELDS = ['rentStanding', 'balancePence', 'arrearsPence'];

const toTenancy = (body: TenancyDetailBody) => toModel(Tenancy, body);

/** The first, stable names (`leases`, `Lease`): kept for the screens and partners that read them. */
@Resolver(() => Lease)
export class LeasesResolver {
  constructor(private readonly portfolio: LeasesClient) {}

  @Query(() => LeaseConnection, {
    description:
      "Tenancies, newest first: the company's for its staff, an owner's properties', a tenant's own (ISO-02). " +
      'The same tenancies as `tenancies`, with fewer fields',
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

/** Tenancies by their partner-facing names (LEASE-01..04, DEP-01, DEP-02). */
@Resolver(() => Tenancy)
export class TenanciesResolver {
  constructor(
    private readonly portfolio: LeasesClient,
    private readonly users: UsersClient,
  ) {}

  @Query(() => TenancyConnection, {
    description:
      "Tenancies, newest first (LEASE-01): the company's for its staff, an owner's properties', a tenant's own " +
      '(ISO-02); filtered by status, property, type and ending within N days',
  })
  tenancies(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args({ type: () => TenanciesArgs }) args: TenanciesArgs,
  ): Promise<TenancyConnection> {
    const asked = connectionSelection(info);
    const filters = {
      status: args.status?.length ? [...new Set(args.status)] : undefined,
      type: args.type?.length ? [...new Set(args.type)] : undefined,
      propertyId: args.propertyId ? assertUuid(args.propertyId) : undefined,
      endingWithinDays: args.endingWithinDays ?? undefined,
      count: asked.totalCount,
      // The schedule and rent standing are worked out by the service in the same call, only when the page shows them.
      schedule: asked.nodeFields.has('schedule') ? true : undefined,
      ledger: LEDGER_FIELDS.some((field) => asked.nodeFields.has(field)) ? true : undefined,
    };
    return paginate(
      (cursor, limit) => this.portfolio.list(caller, { cursor, limit, ...filters }),
      args.first,
      args.after,
      (body) => toModel(Tenancy, body),
    );
  }

  /** Null for an unknown id, another company's and one the caller may not see: the answer never says which. */
  @Query(() => Tenancy, { nullable: true, description: 'A tenancy with its rent schedule and deposit clock' })
  async tenancy(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<Tenancy | null> {
    const body = await this.portfolio.find(caller, assertUuid(id));
    return body && toTenancy(body);
  }

  @Query(() => TenancyRules, {
    description:
      'What a new tenancy of a property in `nation` may be, and the deposit cap for a rent (LEASE-02, DEP-01): the ' +
      'create-tenancy form shows it as you go',
  })
  @Roles(...TENANCY_EDITORS)
  async tenancyRules(
    @CurrentUser() caller: AuthUser,
    @Args('nation', { type: () => NationEnum }) nation: Nation,
    @Args('rentPence', { type: () => Int, nullable: true }) rentPence?: number | null,
    @Args('rentFrequency', { type: () => RentFrequencyEnum, nullable: true }) rentFrequency?: RentFrequency | null,
  ): Promise<TenancyRules> {
    const body = await this.portfolio.rules(caller, {
      nation,
      rentPence: rentPence ?? undefined,
      rentFrequency: rentFrequency ?? undefined,
    });
    return toModel(TenancyRules, body);
  }

  /** Null when the caller may not see the property (a former tenant's old home). */
  @ResolveField('property', () => Property, { nullable: true, complexity: BATCHED_LOAD_COST })
  async property(@Parent() tenancy: Tenancy, @Context() context: GqlContext): Promise<Property | null> {
    const property = await context.loaders.get(PropertyLoader).load(tenancy.propertyId);
    return property && toModel(Property, property);
  }

  /** LEASE-01: its tenants that the caller may see (a tenant sees only themself), through one call per request. */
  @ResolveField('tenants', () => [Tenant], {
    complexity: BATCHED_LOAD_COST,
    description: 'Its tenants that the caller may see: all for the staff and the owner, only themself for a tenant',
  })
  async tenants(@Parent() tenancy: Tenancy, @Context() context: GqlContext): Promise<Tenant[]> {
    const tenants = await context.loaders.get(TenancyTenantLoader).loadMany(tenancy.tenantIds);
    return tenants.flatMap((tenant) => {
      if (tenant instanceof Error) throw tenant;
      return tenant ? [toTenant(tenant)] : [];
    });
  }

  // Read from the rent standing the tenancy's own call brought: no service call.
  @ResolveField('balancePence', () => Int, {
    complexity: 0,
    nullable: true,
    description: 'RENT-01: rent due so far less payments, in pence (negative: in credit); null for a draft',
  })
  balancePence(@Parent() tenancy: Tenancy): number | null {
    return tenancy.rentStanding?.balancePence ?? null;
  }

  @ResolveField('arrearsPence', () => Int, {
    complexity: 0,
    nullable: true,
    description: 'RENT-01: what is outstanding on overdue charges, in pence; null for a draft',
  })
  arrearsPence(@Parent() tenancy: Tenancy): number | null {
    return tenancy.rentStanding?.arrearsPence ?? null;
  }

  /** ISO-04: every change, oldest first, each naming who made it; the company's staff only (two calls). */
  // Guards do not run on field resolvers: the portfolio service answers "not found" to anyone but staff.
  @ResolveField('history', () => [AuditEntry], { complexity: 2 * SERVICE_CALL_COST })
  async history(@CurrentUser() caller: AuthUser, @Parent() tenancy: Tenancy): Promise<AuditEntry[]> {
    return withActorNames(this.users, caller, await this.portfolio.history(caller, tenancy.id));
  }

  @Mutation(() => Tenancy, { description: "A draft tenancy, checked against its property's nation's rules" })
  @Roles(...TENANCY_EDITORS)
  async createTenancy(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => CreateTenancyInput }) input: CreateTenancyInput,
  ): Promise<Tenancy> {
    return toTenancy(await this.portfolio.create(caller, { ...input }));
  }

  @Mutation(() => Tenancy, {
    description:
      'draft → active (LEASE-03): refused while another tenancy of the property overlaps it, and in England until ' +
      'every tenant has a Right to Rent check (TEN-02); the property becomes let',
  })
  @Roles(...TENANCY_EDITORS)
  async activateTenancy(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<Tenancy> {
    return toTenancy(await this.portfolio.activate(caller, assertUuid(id)));
  }

  @Mutation(() => Tenancy, { description: 'active → ending (LEASE-03): notice given, with the last day' })
  @Roles(...TENANCY_EDITORS)
  async giveNotice(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => GiveNoticeInput }) input: GiveNoticeInput,
  ): Promise<Tenancy> {
    return toTenancy(await this.portfolio.giveNotice(caller, assertUuid(id), { ...input }));
  }

  @Mutation(() => Tenancy, {
    description: 'active or ending → ended (LEASE-03); the property is vacant again when no other tenancy lets it',
  })
  @Roles(...TENANCY_EDITORS)
  async endTenancy(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => EndTenancyInput }) input: EndTenancyInput,
  ): Promise<Tenancy> {
    return toTenancy(await this.portfolio.end(caller, assertUuid(id), { ...input }));
  }

  @Mutation(() => Tenancy, { description: 'A new rent from a date (LEASE-04); past charges never change' })
  @Roles(...TENANCY_EDITORS)
  async changeRent(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => ChangeRentInput }) input: ChangeRentInput,
  ): Promise<Tenancy> {
    return toTenancy(await this.portfolio.changeRent(caller, assertUuid(id), { ...input }));
  }

  @Mutation(() => Tenancy, { description: "The deposit's records: received, protected, reference, information served" })
  @Roles(...TENANCY_EDITORS)
  async recordDeposit(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => RecordDepositInput }) input: RecordDepositInput,
  ): Promise<Tenancy> {
    return toTenancy(await this.portfolio.recordDeposit(caller, assertUuid(id), { ...input }));
  }
}
