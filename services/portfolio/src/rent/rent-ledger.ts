import type { RentChargeState } from '@pm/contracts';
import { type CalendarDate, daysBetween, isCalendarDate } from '../compliance/calendar-date';

/**
 * RENT-01: one tenancy's rent ledger on a given day (`today`, a Europe/London calendar date; see `londonToday`).
 *
 * Allocation. Payments are taken in date order (same-day payments in the order given) and each pays the oldest
 * charge still owing (by due date, same-day charges in the order given), spilling into the next when it covers
 * more. A payment made before a charge falls due still pays it: that is how money paid ahead, or paid over,
 * carries forward. What no charge needs stays as credit.
 *
 * States. `paid` once nothing is outstanding; otherwise `overdue` from the day after the due date (a charge due
 * today is not yet late), even when part of it is paid; otherwise `part_paid` or `due`. Days overdue count from
 * the due date: 1 on the day after.
 *
 * Totals. Balance is what the charges due so far (on or before today) come to, less every payment: positive is
 * owed, negative is money held for the tenant. Arrears are what is outstanding on overdue charges.
 */
export function rentLedger(
  charges: readonly LedgerCharge[],
  payments: readonly LedgerPayment[],
  today: CalendarDate,
): RentLedger {
  checkLedger(charges, payments, today);
  const byDue = [...charges].sort((a, b) => compareDates(a.dueDate, b.dueDate));
  const byDate = [...payments].sort((a, b) => compareDates(a.date, b.date));
  const paid = new Map<LedgerCharge, number>(byDue.map((charge) => [charge, 0]));
  const allocations: PaymentAllocation[] = [];
  let creditPence = 0;
  let next = 0;
  for (const payment of byDate) {
    let left = payment.amountPence;
    for (; left > 0 && next < byDue.length; next++) {
      const charge = byDue[next]!;
      const amountPence = Math.min(left, charge.amountPence - paid.get(charge)!);
      if (amountPence > 0) {
        allocations.push({ paymentId: payment.id, chargeId: charge.id, amountPence });
        paid.set(charge, paid.get(charge)! + amountPence);
        left -= amountPence;
      }
      if (paid.get(charge)! < charge.amountPence) break;
    }
    creditPence += left;
  }

  const standings = byDue.map((charge) => standing(charge, paid.get(charge)!, today));
  const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
  return {
    charges: standings,
    allocations,
    creditPence,
    balancePence:
      sum(byDue.filter((charge) => charge.dueDate <= today).map((charge) => charge.amountPence)) -
      sum(payments.map((payment) => payment.amountPence)),
    arrearsPence: sum(standings.filter((s) => s.state === 'overdue').map((s) => s.outstandingPence)),
    oldestDaysOverdue: Math.max(0, ...standings.map((s) => s.daysOverdue)),
  };
}

interface LedgerCharge {
  id: string;
  dueDate: CalendarDate;
  amountPence: number;
}

interface LedgerPayment {
  id: string;
  date: CalendarDate;
  amountPence: number;
}

interface PaymentAllocation {
  paymentId: string;
  chargeId: string;
  amountPence: number;
}

interface ChargeStanding extends LedgerCharge {
  paidPence: number;
  outstandingPence: number;
  state: RentChargeState;
  daysOverdue: number;
}

interface RentLedger {
  /** In allocation order: by due date. */
  charges: ChargeStanding[];
  allocations: PaymentAllocation[];
  creditPence: number;
  balancePence: number;
  arrearsPence: number;
  /** 0 when nothing is overdue. */
  oldestDaysOverdue: number;
}

function standing(charge: LedgerCharge, paidPence: number, today: CalendarDate): ChargeStanding {
  const outstandingPence = charge.amountPence - paidPence;
  const late = daysBetween(charge.dueDate, today);
  const state: RentChargeState =
    outstandingPence === 0 ? 'paid' : late > 0 ? 'overdue' : paidPence > 0 ? 'part_paid' : 'due';
  return { ...charge, paidPence, outstandingPence, state, daysOverdue: state === 'overdue' ? late : 0 };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function checkLedger(charges: readonly LedgerCharge[], payments: readonly LedgerPayment[], today: CalendarDate): void {
  const refuse = (message: string): never => {
    throw new RangeError(message);
  };
  if (!isCalendarDate(today)) refuse(`today is not a calendar date: ${JSON.stringify(today)}`);
  const checkIds = (ids: string[], what: string): void => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) refuse(`${what} ${id} is listed twice`);
      seen.add(id);
    }
  };
  checkIds(
    charges.map((charge) => charge.id),
    'charge',
  );
  checkIds(
    payments.map((payment) => payment.id),
    'payment',
  );
  for (const charge of charges) {
    if (!isCalendarDate(charge.dueDate)) refuse(`charge ${charge.id} has no calendar due date`);
    if (!Number.isSafeInteger(charge.amountPence) || charge.amountPence < 0) {
      refuse(`charge ${charge.id} must be a whole number of pence, 0 or more`);
    }
  }
  for (const payment of payments) {
    if (!isCalendarDate(payment.date)) refuse(`payment ${payment.id} has no calendar date`);
    if (!Number.isSafeInteger(payment.amountPence) || payment.amountPence <= 0) {
      refuse(`payment ${payment.id} must be a whole number of pence, more than 0`);
    }
  }
}
