import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { assertUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { paginate } from '../graphql/connection';
import { toModel } from '../graphql/model';
import { Tenancy, TenancyConnection } from './lease.model';
import { LeasesClient } from './leases.client';
import { ArrearsArgs, RecordRentPaymentInput, RentLedger } from './rent-ledger.model';

/** RENT-01: the agency's staff record payments; owners and tenants only read their slice (ISO-02, RENT-03). */
const PAYMENT_RECORDERS = ['landlord', 'manager'] as const;

/** Rent ledgers and arrears by their partner-facing names (RENT-01, RENT-03). */
@Resolver(() => RentLedger)
export class RentLedgerResolver {
  constructor(private readonly portfolio: LeasesClient) {}

  /** Null for an unknown id, another company's and one the caller may not see: the answer never says which. */
  @Query(() => RentLedger, {
    nullable: true,
    description:
      "A tenancy's rent ledger today (RENT-01): charges with what was paid towards each, payments, balance and " +
      "arrears. The staff see every tenancy's, an owner their properties', a tenant their own (RENT-03)",
  })
  async rentLedger(
    @CurrentUser() caller: AuthUser,
    @Args('tenancyId', { type: () => ID }) tenancyId: string,
  ): Promise<RentLedger | null> {
    const body = await this.portfolio.ledger(caller, assertUuid(tenancyId));
    return body && toModel(RentLedger, body);
  }

  @Query(() => TenancyConnection, {
    description:
      'Tenancies with their rent standing, most arrears first (RENT-01), filtered by state; active and ending ones, ' +
      "and ended ones with a balance left. The staff see the company's, an owner their properties', a tenant their own",
  })
  arrears(
    @CurrentUser() caller: AuthUser,
    @Args({ type: () => ArrearsArgs }) args: ArrearsArgs,
  ): Promise<TenancyConnection> {
    const state = args.state?.length ? [...new Set(args.state)] : undefined;
    return paginate(
      (cursor, limit) => this.portfolio.arrears(caller, { cursor, limit, state }),
      args.first,
      args.after,
      (body) => toModel(Tenancy, body),
    );
  }

  @Mutation(() => RentLedger, {
    description:
      'A payment of rent received (RENT-01), by the staff, on a tenancy that has begun (not a draft): allocated to ' +
      'the oldest charge first; the answer is the ledger after it',
  })
  @Roles(...PAYMENT_RECORDERS)
  async recordRentPayment(
    @CurrentUser() caller: AuthUser,
    @Args('tenancyId', { type: () => ID }) tenancyId: string,
    @Args('input', { type: () => RecordRentPaymentInput }) input: RecordRentPaymentInput,
  ): Promise<RentLedger> {
    return toModel(RentLedger, await this.portfolio.recordPayment(caller, assertUuid(tenancyId), { ...input }));
  }

  @Mutation(() => RentLedger, {
    description:
      'Takes a mistaken payment off the ledger (RENT-01), by the staff: payments are never edited; the tenancy’s ' +
      'history keeps what it was and who took it off (ISO-04). The answer is the ledger after it',
  })
  @Roles(...PAYMENT_RECORDERS)
  async deleteRentPayment(
    @CurrentUser() caller: AuthUser,
    @Args('tenancyId', { type: () => ID }) tenancyId: string,
    @Args('paymentId', { type: () => ID }) paymentId: string,
  ): Promise<RentLedger> {
    return toModel(
      RentLedger,
      await this.portfolio.deletePayment(caller, assertUuid(tenancyId), assertUuid(paymentId)),
    );
  }
}
