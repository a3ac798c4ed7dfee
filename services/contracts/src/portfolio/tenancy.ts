import type { DepositScheme, LeaseBody, LeaseStatus, ListLeasesQuery, TenancyType } from './lease';
import type { Nation } from './property';
import type { RentFrequency, RentStandingBody } from './rent';

/**
 * DEP-02: where a deposit stands against its protection clock on a given day.
 * - `none`: the tenancy takes no deposit;
 * - `awaiting_receipt`: a deposit is agreed but not yet received, so the clock has not started;
 * - `awaiting_protection`: received, not yet protected with the prescribed information served, deadline more than
 *   a week away; `due_soon`: within the last week (the first alert); `overdue`: the deadline has passed;
 * - `protected`: protected and the prescribed information served by the deadline; `protected_late`: both done,
 *   but after it.
 */
export const DEPOSIT_STATES = [
  'none',
  'awaiting_receipt',
  'awaiting_protection',
  'due_soon',
  'overdue',
  'protected',
  'protected_late',
] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** LEASE-04: one charge of the rent schedule; `leaseId` with `periodStart` is its stable key (for a ledger). */
export interface RentChargeBody {
  /** Calendar dates (YYYY-MM-DD); the period's end is inclusive. */
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amountPence: number;
}

/** LEASE-04: a rent from a date; it prices every period that begins on or after it. */
export interface RentChangeBody {
  id: string;
  effectiveFrom: string;
  rentPence: number;
  recordedByUserId: string | null;
  recordedAt: string;
}

/** DEP-01, DEP-02: the deposit's terms and records with its protection clock. */
export interface DepositBody {
  /** Null when the tenancy takes no deposit. */
  amountPence: number | null;
  scheme: DepositScheme | null;
  receivedOn: string | null;
  protectedOn: string | null;
  reference: string | null;
  prescribedInformationServedOn: string | null;
  /** The most the nation allows for this rent (DEP-01); null where the law sets no cap (Wales). */
  capPence: number | null;
  /** How the law puts the cap ("5 weeks' rent"). */
  capRule: string | null;
  /** The last day to protect it and serve the prescribed information; null until the deposit is received. */
  deadline: string | null;
  /** The day the first alert is raised (a week before the deadline). */
  alertOn: string | null;
  state: DepositState;
}

/** A tenancy with its terms (LEASE-01..04): `monthlyRentPence` is the monthly equivalent of the rent in force. */
export interface TenancyBody extends LeaseBody {
  nation: Nation;
  type: TenancyType;
  /** The starting rent, per `rentFrequency`; later rents are `rentChanges`. */
  rentPence: number;
  /** The rent in force today (or from the start, for a tenancy that has not begun). */
  currentRentPence: number;
  rentFrequency: RentFrequency;
  /** Day of the month rent is due (1–31) for monthly, quarterly and yearly rent; null for weekly rents. */
  rentDueDay: number | null;
  noticeGivenOn: string | null;
  deposit: DepositBody;
  rentChanges: RentChangeBody[];
  /** In a list, only when asked for (`schedule=true`). */
  schedule?: RentChargeBody[];
  scheduleUntil?: string;
  /** RENT-01: balance and arrears today; on a tenancy read and in a list when asked (`ledger=true`); null for a draft. */
  rentStanding?: RentStandingBody | null;
}

/** GET /v1/leases/:id: the tenancy with its rent schedule, to its end date or, when periodic, to `scheduleUntil`. */
export interface TenancyDetailBody extends TenancyBody {
  schedule: RentChargeBody[];
  scheduleUntil: string;
}

/** GET /v1/leases filters beyond the status (LEASE-01). */
export interface ListTenanciesQuery extends ListLeasesQuery {
  propertyId?: string;
  type?: TenancyType[];
  /** Active or ending tenancies whose end date is from today to today + N days. */
  endingWithinDays?: number;
  /** Each tenancy's rent schedule too, worked out in the same call. */
  schedule?: boolean;
  /** Each tenancy's rent standing too (RENT-01), worked out in the same call. */
  ledger?: boolean;
}

/** POST /v1/leases: a draft tenancy, checked against the property's nation's rules (LEASE-02, DEP-01, DEP-02). */
export interface CreateTenancyRequest {
  propertyId: string;
  tenantIds: string[];
  type: TenancyType;
  startDate: string;
  /** Null for a periodic tenancy. */
  endDate?: string | null;
  rentPence: number;
  rentFrequency: RentFrequency;
  rentDueDay?: number | null;
  depositPence?: number | null;
  depositScheme?: DepositScheme | null;
}

/** POST /v1/leases/:id/notice: active → ending, with the date notice was given and the day the tenancy ends. */
export interface GiveNoticeRequest {
  noticeGivenOn: string;
  endDate: string;
}

/** POST /v1/leases/:id/end: active or ending → ended on `endDate`. */
export interface EndTenancyRequest {
  endDate: string;
}

/** POST /v1/leases/:id/rent-changes: a new rent from a date, today or later (LEASE-04). */
export interface ChangeRentRequest {
  effectiveFrom: string;
  rentPence: number;
}

/** PATCH /v1/leases/:id/deposit: the deposit's records (DEP-01); only the fields given change, null clears. */
export interface RecordDepositRequest {
  scheme?: DepositScheme | null;
  receivedOn?: string | null;
  protectedOn?: string | null;
  reference?: string | null;
  prescribedInformationServedOn?: string | null;
}

/** GET /v1/tenancy-rules?nation=&rentPence=&rentFrequency=: what a new tenancy form shows as you go. */
export interface TenancyRulesQuery {
  nation: Nation;
  rentPence?: number;
  rentFrequency?: RentFrequency;
}

export interface TenancyRulesBody {
  nation: Nation;
  /** The types a new tenancy may have (LEASE-02). */
  tenancyTypes: TenancyType[];
  depositSchemes: DepositScheme[];
  /** Null where the law sets no cap, or when no rent was given. */
  depositCapPence: number | null;
  depositCapRule: string | null;
}

/** Statuses from which each move is allowed (LEASE-03). */
export const TENANCY_MOVES = {
  activate: ['draft'],
  giveNotice: ['active'],
  end: ['active', 'ending'],
  changeRent: ['draft', 'active', 'ending'],
  recordDeposit: ['draft', 'active', 'ending'],
} as const satisfies Record<string, readonly LeaseStatus[]>;
