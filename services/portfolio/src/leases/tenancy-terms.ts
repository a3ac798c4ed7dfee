import type { DepositBody, DepositState, RentChargeBody, RentFrequency } from '@pm/contracts';
import { addMonths, type CalendarDate } from '../compliance/calendar-date';
import { rentSchedule } from '../rent/rent-schedule';
import { BankHolidaysNotKnownError } from '../tenancy-rules/bank-holidays';
import { depositCap, depositProtectionClock } from '../tenancy-rules';
import type { LeaseEntity } from './lease.entity';

/** How many periods of each frequency make a year, for a rent's monthly equivalent. */
const PER_YEAR: Record<RentFrequency, number> = {
  weekly: 52,
  fortnightly: 26,
  four_weekly: 13,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};

/** A rent's monthly equivalent in whole pence (a year's rent over 12, rounded to the penny). */
export function monthlyEquivalent(rentPence: number, frequency: RentFrequency): number {
  return Math.round((rentPence * PER_YEAR[frequency]) / 12);
}

/** Weekly rents fall on the start date's weekday, so they have no due day (LEASE-04). */
export const takesDueDay = (frequency: RentFrequency): boolean =>
  frequency === 'monthly' || frequency === 'quarterly' || frequency === 'yearly';

interface RentFrom {
  effectiveFrom: CalendarDate;
  rentPence: number;
}

/** The rent in force on `date`: the latest change from on or before it, else the starting rent. */
export function rentOn(startingRentPence: number, changes: readonly RentFrom[], date: CalendarDate): number {
  let rent = startingRentPence;
  for (const change of [...changes].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1))) {
    if (change.effectiveFrom <= date) rent = change.rentPence;
  }
  return rent;
}

/** A periodic tenancy's schedule is shown this far ahead of today (or of its start, when that is later). */
const SCHEDULE_HORIZON_MONTHS = 12;

type ScheduleTerms = Pick<LeaseEntity, 'startDate' | 'endDate' | 'rentPence' | 'rentFrequency' | 'rentDueDay'>;

/**
 * LEASE-04: the charges, worked out from the terms and rent changes each time they are read, never stored: to the
 * end date, or for a periodic tenancy to 12 months after today (or after its start, when that is later). A
 * charge's key is the lease id with its period start, which a change of rent never moves.
 */
export function scheduleOf(
  lease: ScheduleTerms,
  changes: readonly RentFrom[],
  today: CalendarDate,
): { schedule: RentChargeBody[]; until: CalendarDate } {
  const from = lease.startDate > today ? lease.startDate : today;
  const until = lease.endDate ?? addMonths(from, SCHEDULE_HORIZON_MONTHS);
  const schedule = rentSchedule({
    startDate: lease.startDate,
    endDate: lease.endDate,
    until,
    amountPence: lease.rentPence,
    frequency: lease.rentFrequency,
    dueDay: lease.rentDueDay ?? undefined,
    changes: changes.map((change) => ({ from: change.effectiveFrom, amountPence: change.rentPence })),
  });
  return { schedule, until };
}

type DepositTerms = Pick<
  LeaseEntity,
  | 'nation'
  | 'startDate'
  | 'rentPence'
  | 'rentFrequency'
  | 'depositPence'
  | 'depositScheme'
  | 'depositReceivedOn'
  | 'depositProtectedOn'
  | 'depositReference'
  | 'prescribedInformationServedOn'
>;

/** DEP-01, DEP-02: the deposit's records, its cap for the starting rent and where it stands on its clock today. */
export function depositOf(lease: DepositTerms, today: CalendarDate): DepositBody {
  const cap = depositCap(lease.nation, lease.rentPence, lease.rentFrequency);
  const clock = protectionClock(lease);
  return {
    amountPence: lease.depositPence,
    scheme: lease.depositScheme,
    receivedOn: lease.depositReceivedOn,
    protectedOn: lease.depositProtectedOn,
    reference: lease.depositReference,
    prescribedInformationServedOn: lease.prescribedInformationServedOn,
    capPence: cap?.pence ?? null,
    capRule: cap?.rule ?? null,
    deadline: clock?.deadline ?? null,
    alertOn: clock?.alerts.weekBefore ?? null,
    state: depositState(lease, clock, today),
  };
}

/** Null while the nation's clock has not started (no receipt recorded outside Scotland), or past the holiday table. */
function protectionClock(lease: DepositTerms) {
  try {
    return depositProtectionClock(lease.nation, {
      receivedOn: lease.depositReceivedOn,
      tenancyStartDate: lease.startDate,
    });
  } catch (error) {
    // A Scottish deadline past the bank holiday table's last year: shown as unknown rather than guessed.
    if (error instanceof BankHolidaysNotKnownError) return null;
    throw error;
  }
}

function depositState(
  lease: DepositTerms,
  clock: { deadline: CalendarDate; alerts: { weekBefore: CalendarDate } } | null,
  today: CalendarDate,
): DepositState {
  if (!lease.depositPence) return 'none';
  if (!lease.depositReceivedOn && (!clock || today < clock.alerts.weekBefore)) return 'awaiting_receipt';
  const done = [lease.depositProtectedOn, lease.prescribedInformationServedOn];
  if (done.every((date) => date !== null)) {
    return clock && done.some((date) => date! > clock.deadline) ? 'protected_late' : 'protected';
  }
  if (!clock) return 'awaiting_protection';
  if (today > clock.deadline) return 'overdue';
  return today >= clock.alerts.weekBefore ? 'due_soon' : 'awaiting_protection';
}
