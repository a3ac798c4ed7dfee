import { Args, Context, ID, Info, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { TenantPortalAccess } from '@pm/contracts';
import { assertUuid, seesWholeCompany } from '@pm/kit';
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
import { UserLoader } from '../users/user.loader';
import { UsersClient } from '../users/users.client';
import { InvitationsClient } from './invitations.client';
import { TenantsArgs } from './tenants.args';
import { TenantsClient } from './tenants.client';
import { CreateTenantInput, RecordRightToRentCheckInput, UpdateTenantInput } from './tenants.inputs';
import { RightToRentCheck, Tenant, TenantConnection, TenantPortalAccessEnum, toTenant } from './tenant.model';

/** TEN-01: the agency's staff add and change tenants; others read what ISO-02 lets them, and change nothing. */
const TENANT_EDITORS = ['landlord', 'manager'] as const;

@Resolver(() => Tenant)
export class TenantsResolver {
  constructor(
    private readonly portfolio: TenantsClient,
    private readonly invitations: InvitationsClient,
    private readonly users: UsersClient,
  ) {}

  /** The lean list path: one service call, counted only when `totalCount` is asked. */
  @Query(() => TenantConnection, {
    description:
      "The company's tenants, by last name, for its staff; an owner the tenants of their properties' tenancies; a tenant themself; none for trades",
  })
  tenants(
    @CurrentUser() caller: AuthUser,
    @Info() info: GraphQLResolveInfo,
    @Args({ type: () => TenantsArgs }) args: TenantsArgs,
  ): Promise<TenantConnection> {
    const asked = connectionSelection(info);
    const filters = { q: args.q?.trim() || undefined, status: args.status ?? undefined };
    return paginate(
      (cursor, limit) => this.portfolio.list(caller, { cursor, limit, count: asked.totalCount, ...filters }),
      args.first,
      args.after,
      toTenant,
    );
  }

  /** Null for an unknown id, another company's, or one the caller may not see: the answer never says which. */
  @Query(() => Tenant, { nullable: true, description: 'One tenant the caller may see (TEN-01), else null' })
  async tenant(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<Tenant | null> {
    const body = await this.portfolio.find(caller, assertUuid(id));
    return body && toTenant(body);
  }

  @Mutation(() => Tenant, { description: "Adds a tenant (TEN-01): the agency's staff" })
  @Roles(...TENANT_EDITORS)
  async createTenant(
    @CurrentUser() caller: AuthUser,
    @Args('input', { type: () => CreateTenantInput }) input: CreateTenantInput,
  ): Promise<Tenant> {
    return toTenant(await this.portfolio.create(caller, { ...input }));
  }

  /** Only the fields given change; each change is in the tenant's history (ISO-04). */
  @Mutation(() => Tenant, { description: "Changes the fields given (TEN-01, ISO-04): the agency's staff" })
  @Roles(...TENANT_EDITORS)
  async updateTenant(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => UpdateTenantInput }) input: UpdateTenantInput,
  ): Promise<Tenant> {
    return toTenant(await this.portfolio.update(caller, assertUuid(id), { ...input }));
  }

  @Mutation(() => RightToRentCheck, {
    description: "Records a Right to Rent check by the caller (TEN-02); the latest by check date is the tenant's",
  })
  @Roles(...TENANT_EDITORS)
  async recordRightToRentCheck(
    @CurrentUser() caller: AuthUser,
    @Args('tenantId', { type: () => ID }) tenantId: string,
    @Args('input', { type: () => RecordRightToRentCheckInput }) input: RecordRightToRentCheckInput,
  ): Promise<RightToRentCheck> {
    return toModel(RightToRentCheck, await this.portfolio.recordCheck(caller, assertUuid(tenantId), { ...input }));
  }

  /**
   * TEN-01 "Invite to portal": identity makes an invitation for the tenant's e-mail and mails its /register/{hash}
   * link (14 days, one use); portfolio then links the login it will make, so the tenant's first sign-in opens their
   * own records. Inviting again sends a new link; a tenant whose e-mail already has a login is refused.
   */
  @Mutation(() => Tenant, {
    description: 'Invites the tenant to their portal (TEN-01): e-mails a /register link good once within 14 days',
  })
  @Roles(...TENANT_EDITORS)
  async inviteTenant(@CurrentUser() caller: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<Tenant> {
    const tenant = await this.portfolio.get(caller, assertUuid(id));
    const { invitation } = await this.invitations.create(caller, { email: tenant.email, role: 'tenant' });
    if (!invitation.userId) throw new Error('Identity made an invitation without the id of its login');
    return toTenant(await this.portfolio.recordInvitation(caller, tenant.id, invitation.userId));
  }

  /** TEN-02: every check, newest first (one call). */
  @ResolveField('rightToRentChecks', () => [RightToRentCheck], {
    complexity: SERVICE_CALL_COST,
    description: 'Every Right to Rent check of the tenant, newest first (TEN-02)',
  })
  async rightToRentChecks(@CurrentUser() caller: AuthUser, @Parent() tenant: Tenant): Promise<RightToRentCheck[]> {
    return (await this.portfolio.checks(caller, tenant.id)).map((check) => toModel(RightToRentCheck, check));
  }

  /** Staff only (null to others): whether the login the invitation made exists yet, through the request's user loader. */
  @ResolveField('portalAccess', () => TenantPortalAccessEnum, {
    nullable: true,
    complexity: BATCHED_LOAD_COST,
    description: 'Whether the tenant can sign in to their portal (staff only; null to others)',
  })
  async portalAccess(
    @CurrentUser() caller: AuthUser,
    @Parent() tenant: Tenant,
    @Context() context: GqlContext,
  ): Promise<TenantPortalAccess | null> {
    if (!seesWholeCompany(caller)) return null;
    if (!tenant.userId) return 'none';
    return (await context.loaders.get(UserLoader).load(tenant.userId)) ? 'active' : 'invited';
  }

  /** ISO-04: every change, oldest first, each naming who made it; the company's staff only (two calls). */
  // Guards do not run on field resolvers: the portfolio service answers "not found" to anyone but staff.
  @ResolveField('history', () => [AuditEntry], {
    complexity: 2 * SERVICE_CALL_COST,
    description: "Every change of the tenant, oldest first (ISO-04): the agency's staff only",
  })
  async history(@CurrentUser() caller: AuthUser, @Parent() tenant: Tenant): Promise<AuditEntry[]> {
    return withActorNames(this.users, caller, await this.portfolio.history(caller, tenant.id));
  }
}
