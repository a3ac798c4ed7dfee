import type { DepositScheme, Nation, RentFrequency, TenancyType } from '@pm/contracts';
import type { CalendarDate } from '../compliance/calendar-date';

/** LEASE-02: a tenancy type a nation knows, with the law behind it. */
interface TenancyTypeRule {
  type: TenancyType;
  /**
   * Set for a type the law no longer lets anyone grant: it may be recorded only for a tenancy that started
   * before this date (history), never for a new one.
   */
  historicBefore?: CalendarDate;
  basis: string;
}

/** DEP-01: the most a deposit may be, in pence, and how the law puts it ("5 weeks' rent"). */
export interface DepositCap {
  pence: number;
  rule: string;
}

/** DEP-02: an authorised scheme, with the name people know it by. */
export interface DepositSchemeRule {
  scheme: DepositScheme;
  name: string;
}

/**
 * The dates a protection deadline runs from (DEP-02): the day the deposit was received (null while it has not
 * been), the day the tenancy starts.
 */
export interface DepositDates {
  receivedOn: CalendarDate | null;
  tenancyStartDate: CalendarDate;
}

/** One nation's tenancy rules (LEASE-02, DEP-01, DEP-02, TEN-02). */
export interface TenancyRules {
  nation: Nation;
  /** The nation as a message names it. */
  name: string;
  tenancyTypes: readonly TenancyTypeRule[];
  /** Null where the law sets no cap. Amounts are whole pence, rounded down so the cap is never above the law's. */
  depositCap(rentPence: number, frequency: RentFrequency): DepositCap | null;
  depositSchemes: readonly DepositSchemeRule[];
  /**
   * The last day on which the deposit may be protected and the prescribed information given; null while the clock
   * has not started (a nation counting from receipt, before the deposit is received).
   */
  protectionDeadline(dates: DepositDates): CalendarDate | null;
  /** Immigration Act 2014 Part 3 Chapter 1 (Right to Rent) applies. */
  rightToRent: boolean;
}

/** A rule broken by one field of a tenancy: the same shape as a validation failure, with a code the rule names. */
export interface TenancyFieldError {
  field: string;
  code:
    | 'TENANCY_TYPE_NOT_IN_NATION'
    | 'TENANCY_TYPE_HISTORIC'
    | 'DEPOSIT_OVER_CAP'
    | 'DEPOSIT_SCHEME_NOT_IN_NATION'
    | 'RIGHT_TO_RENT_MISSING';
  message: string;
}
