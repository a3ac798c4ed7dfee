import type { RentFrequency } from '@pm/contracts';
import {
  addDays,
  addMonths,
  type CalendarDate,
  daysBetween,
  isCalendarDate,
  withDayOfMonth,
} from '../compliance/calendar-date';
import { checkPence } from './rent-amounts';

/**
 * LEASE-04: the rent schedule of a tenancy, worked out on calendar dates (Europe/London days, never instants, so
 * the clock changes cannot move a due date).
 *
 * Periods. Monthly, quarterly and yearly periods begin on the due day, in the start date's month and every 1, 3
 * or 12 months from it; a due day of 29–31 falls on the last day of a shorter month, and every period is placed
 * from the due day itself, so 31 January, 28 February, 31 March (never 28 March). Weekly, fortnightly and
 * four-weekly periods run from the start date in steps of 7, 14 or 28 days, so they fall on the start's weekday
 * and no due day is read. Each charge is due on the first day of its period (rent in advance), the first one on
 * the start date.
 *
 * Pro-rating. A charge that covers only part of a period (the first, when the tenancy starts after that period's
 * due day; the last, when it ends before the period does) is worth `rent × daysCharged / daysInWholePeriod`,
 * where the whole period is the one the frequency lays down around it (31 days for 10–31 March of a monthly rent
 * due on the 1st; 365 or 366 for a year). Pennies: the exact running total is rounded half up once per charge and
 * each charge is the step between two rounded running totals. Whole periods therefore cost exactly their rent,
 * each part charge is less than a penny from its exact value, and the charges sum to the exact total
 * (Σ rent × daysCharged / daysInWholePeriod over all charges) rounded half up to the penny.
 *
 * Rent changes. A charge is priced at the rent in force on its period's first day: the latest change from on or
 * before that day, else the starting rent. A change from mid-period first shows in the next period, so it never
 * rewrites a charge whose period had begun.
 *
 * Length. A fixed-term tenancy is charged to its end date (inclusive). A periodic one has none, so `until` says
 * how far to go: every period starting on or before it, in full. With both, both limits apply.
 */
export interface RentTerms {
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  until?: CalendarDate;
  amountPence: number;
  frequency: RentFrequency;
  /** Day of the month (1–31); needed for monthly, quarterly and yearly rent, not read otherwise. */
  dueDay?: number;
  changes?: readonly RentChange[];
}

interface RentChange {
  from: CalendarDate;
  amountPence: number;
}

interface RentCharge {
  periodStart: CalendarDate;
  /** Inclusive. */
  periodEnd: CalendarDate;
  dueDate: CalendarDate;
  amountPence: number;
}

const STEPS: Record<RentFrequency, { days: number } | { months: number }> = {
  weekly: { days: 7 },
  fortnightly: { days: 14 },
  four_weekly: { days: 28 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  yearly: { months: 12 },
};

export function rentSchedule(terms: RentTerms): RentCharge[] {
  const { startDate, endDate, until } = terms;
  const changes = checkTerms(terms);
  const boundary = periodBoundaries(terms);
  const charges: RentCharge[] = [];
  // The running total as a fraction, so that pro-rated pennies are rounded once, not once per charge.
  let exact: Fraction = { numerator: 0n, denominator: 1n };
  let charged = 0n;
  // The whole period the start date falls in: the one from the start month's due day, or else the one before.
  for (let k = boundary(0) <= startDate ? 0 : -1; ; k++) {
    const wholeStart = boundary(k);
    const wholeEnd = addDays(boundary(k + 1), -1);
    const periodStart = wholeStart < startDate ? startDate : wholeStart;
    if ((endDate !== null && periodStart > endDate) || (until !== undefined && periodStart > until)) break;
    const periodEnd = endDate !== null && endDate < wholeEnd ? endDate : wholeEnd;
    const rent = rentOn(periodStart, terms.amountPence, changes);
    exact = add(exact, {
      numerator: BigInt(rent) * BigInt(daysBetween(periodStart, periodEnd) + 1),
      denominator: BigInt(daysBetween(wholeStart, wholeEnd) + 1),
    });
    const runningTotal = roundHalfUp(exact);
    charges.push({ periodStart, periodEnd, dueDate: periodStart, amountPence: Number(runningTotal - charged) });
    charged = runningTotal;
  }
  return charges;
}

/** The first day of the k-th whole period; period 0 begins on the start date or the start month's due day. */
function periodBoundaries({ startDate, frequency, dueDay }: RentTerms): (k: number) => CalendarDate {
  const step = STEPS[frequency];
  if ('days' in step) return (k) => addDays(startDate, k * step.days);
  // From the 1st, adding months never clips a day; the due day is clipped to each month on its own.
  const firstOfStartMonth = withDayOfMonth(startDate, 1);
  return (k) => withDayOfMonth(addMonths(firstOfStartMonth, k * step.months), dueDay ?? 1);
}

function rentOn(date: CalendarDate, startingRent: number, changes: readonly RentChange[]): number {
  let rent = startingRent;
  for (const change of changes) if (change.from <= date) rent = change.amountPence;
  return rent;
}

/** The changes in date order, once the terms are known to be whole, or a RangeError saying what is wrong. */
function checkTerms(terms: RentTerms): RentChange[] {
  const { startDate, endDate, until, frequency, dueDay } = terms;
  const refuse = (message: string): never => {
    throw new RangeError(message);
  };
  if (!isCalendarDate(startDate)) refuse(`startDate is not a calendar date: ${JSON.stringify(startDate)}`);
  if (endDate !== null && !isCalendarDate(endDate))
    refuse(`endDate is not a calendar date: ${JSON.stringify(endDate)}`);
  if (until !== undefined && !isCalendarDate(until)) refuse(`until is not a calendar date: ${JSON.stringify(until)}`);
  if (endDate !== null && endDate < startDate) refuse('endDate is before startDate');
  if (endDate === null && until === undefined) refuse('a periodic tenancy needs until: the date to generate up to');
  if (!(frequency in STEPS)) refuse(`not a rent frequency: ${JSON.stringify(frequency)}`);
  if ('months' in STEPS[frequency] && !(Number.isInteger(dueDay) && dueDay! >= 1 && dueDay! <= 31)) {
    refuse(`${frequency} rent needs a due day from 1 to 31`);
  }
  checkPence(terms.amountPence, 'amountPence');
  const changes = [...(terms.changes ?? [])].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  changes.forEach((change, index) => {
    if (!isCalendarDate(change.from))
      refuse(`a rent change's from is not a calendar date: ${JSON.stringify(change.from)}`);
    checkPence(change.amountPence, 'a rent change’s amountPence');
    if (index > 0 && changes[index - 1]!.from === change.from) refuse(`two rent changes from ${change.from}`);
  });
  return changes;
}

interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function add(a: Fraction, b: Fraction): Fraction {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator;
  const denominator = a.denominator * b.denominator;
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** For a fraction of 0 or more: x.5 goes up. */
function roundHalfUp({ numerator, denominator }: Fraction): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}
