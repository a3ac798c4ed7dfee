import type { PageQuery } from '../common';

/** LEASE-04: how often rent falls due. */
export const RENT_FREQUENCIES = ['weekly', 'fortnightly', 'four_weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

/** RENT-01: where a rent charge stands; `overdue` wins over `part_paid` once the due date has passed. */
export const RENT_CHARGE_STATES = ['due', 'paid', 'part_paid', 'overdue'] as const;
export type RentChargeState = (typeof RENT_CHARGE_STATES)[number];

/** RENT-01: how a rent payment was made. */
export const RENT_PAYMENT_METHODS = ['bank_transfer', 'standing_order', 'card', 'cash', 'cheque', 'other'] as const;
export type RentPaymentMethod = (typeof RENT_PAYMENT_METHODS)[number];

/** RENT-01: one payment of rent, never edited; a mistaken one is reversed (deleted, with its record in the history). */
export interface RentPaymentBody {
  id: string;
  leaseId: string;
  /** Calendar date (YYYY-MM-DD) the money was received. */
  paidOn: string;
  amountPence: number;
  method: RentPaymentMethod;
  reference: string | null;
  recordedByUserId: string | null;
  recordedAt: string;
}

/** POST /v1/leases/:id/payments: a payment of rent received (RENT-01). */
export interface RecordRentPaymentRequest {
  paidOn: string;
  amountPence: number;
  method: RentPaymentMethod;
  reference?: string | null;
}

/** RENT-01: one charge of the ledger with what has been paid towards it, oldest first. */
export interface LedgerChargeBody {
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amountPence: number;
  paidPence: number;
  outstandingPence: number;
  state: RentChargeState;
  /** 0 unless overdue; 1 on the day after the due date. */
  daysOverdue: number;
}

/** RENT-01: the part of a payment that went to a charge (the charge's key is its period start). */
export interface RentAllocationBody {
  paymentId: string;
  periodStart: string;
  amountPence: number;
}

/**
 * RENT-01: where a tenancy's rent stands today (Europe/London). `state` is the worst state of the charges due so far
 * (overdue, then part_paid, then due, else paid). Balance is positive when owed, negative when money is held.
 */
export interface RentStandingBody {
  asOf: string;
  state: RentChargeState;
  balancePence: number;
  arrearsPence: number;
  creditPence: number;
  oldestDaysOverdue: number;
  /** The next charge not yet paid in full, due today or later; null when none is scheduled. */
  nextCharge: LedgerChargeBody | null;
  /** Payments received this calendar month (Europe/London), for an owner's "rent received". */
  receivedThisMonthPence: number;
}

/** GET /v1/leases/:id/ledger: the charges due up to today and the next one, the payments and their allocation. */
export interface RentLedgerBody extends RentStandingBody {
  leaseId: string;
  charges: LedgerChargeBody[];
  payments: RentPaymentBody[];
  allocations: RentAllocationBody[];
}

/** GET /v1/rent/arrears: tenancies with their rent standing, most arrears first. */
export interface ListArrearsQuery extends PageQuery {
  state?: RentChargeState[];
}

/** GET /v1/rent/summary: the rent of the tenancies the caller may see, today (RENT-03, DASH-01). */
export interface RentSummaryBody {
  asOf: string;
  /** Live tenancies, and ended ones with a balance left. */
  tenancyCount: number;
  balancePence: number;
  arrearsPence: number;
  /** Payments received this calendar month (Europe/London): an owner's rent received. */
  receivedThisMonthPence: number;
}
