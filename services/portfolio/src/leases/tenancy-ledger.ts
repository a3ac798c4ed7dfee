import type {
  LedgerChargeBody,
  RentChargeBody,
  RentChargeState,
  RentLedgerBody,
  RentPaymentBody,
  RentStandingBody,
} from '@pm/contracts';
import type { CalendarDate } from '../compliance/calendar-date';
import { rentLedger } from '../rent/rent-ledger';
import type { RentPaymentEntity } from './rent-payment.entity';

/** Worst first: a tenancy's state is that of its worst charge due so far. */
const STATE_ORDER: readonly RentChargeState[] = ['overdue', 'part_paid', 'due'];

function toPaymentBody(payment: RentPaymentEntity): RentPaymentBody {
  return {
    id: payment.id,
    leaseId: payment.leaseId,
    paidOn: payment.paidOn,
    amountPence: payment.amountPence,
    method: payment.method,
    reference: payment.reference,
    recordedByUserId: payment.recordedByUserId,
    recordedAt: payment.recordedAt.toISOString(),
  };
}

/**
 * RENT-01: a tenancy's ledger on `today`, from its schedule (LEASE-04, worked out, never stored) and its payments,
 * through rentLedger: the charges due up to today and the next one. A charge's key is its period start, which is
 * unique within a tenancy (the lease id with it is the stable key across tenancies).
 */
export function tenancyLedger(
  leaseId: string,
  schedule: readonly RentChargeBody[],
  unordered: readonly RentPaymentEntity[],
  today: CalendarDate,
): RentLedgerBody {
  // Same-day payments count in the order they were recorded.
  const payments = [...unordered].sort((a, b) =>
    a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : a.recordedAt.getTime() - b.recordedAt.getTime(),
  );
  const nextIndex = schedule.findIndex((charge) => charge.dueDate > today);
  const shown = nextIndex === -1 ? schedule : schedule.slice(0, nextIndex + 1);
  const byKey = new Map(shown.map((charge) => [charge.periodStart, charge]));
  const ledger = rentLedger(
    shown.map((charge) => ({ id: charge.periodStart, dueDate: charge.dueDate, amountPence: charge.amountPence })),
    payments.map((payment) => ({ id: payment.id, date: payment.paidOn, amountPence: payment.amountPence })),
    today,
  );
  const charges: LedgerChargeBody[] = ledger.charges.map((standing) => {
    const charge = byKey.get(standing.id)!;
    return {
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      dueDate: charge.dueDate,
      amountPence: charge.amountPence,
      paidPence: standing.paidPence,
      outstandingPence: standing.outstandingPence,
      state: standing.state,
      daysOverdue: standing.daysOverdue,
    };
  });
  const dueSoFar = charges.filter((charge) => charge.dueDate <= today);
  const month = today.slice(0, 7);
  return {
    leaseId,
    asOf: today,
    state: STATE_ORDER.find((state) => dueSoFar.some((charge) => charge.state === state)) ?? 'paid',
    balancePence: ledger.balancePence,
    arrearsPence: ledger.arrearsPence,
    creditPence: ledger.creditPence,
    oldestDaysOverdue: ledger.oldestDaysOverdue,
    nextCharge: charges.find((charge) => charge.dueDate >= today) ?? null,
    receivedThisMonthPence: payments
      .filter((payment) => payment.paidOn.slice(0, 7) === month && payment.paidOn <= today)
      .reduce((total, payment) => total + payment.amountPence, 0),
    charges,
    payments: payments.map(toPaymentBody),
    allocations: ledger.allocations.map((allocation) => ({
      paymentId: allocation.paymentId,
      periodStart: allocation.chargeId,
      amountPence: allocation.amountPence,
    })),
  };
}

/** The standing alone, as lists and the tenancy read carry it. */
export function standingOf(ledger: RentLedgerBody): RentStandingBody {
  const { leaseId: _lease, charges: _charges, payments: _payments, allocations: _allocations, ...standing } = ledger;
  return standing;
}
