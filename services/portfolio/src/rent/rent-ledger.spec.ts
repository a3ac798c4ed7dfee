import { RENT_CHARGE_STATES } from '@pm/contracts';
import fc from 'fast-check';
import { addDays, londonToday } from '../compliance/calendar-date';
import { rentLedger } from './rent-ledger';

const charge = (id: string, dueDate: string, amountPence = 100_000) => ({ id, dueDate, amountPence });
const payment = (id: string, date: string, amountPence: number) => ({ id, date, amountPence });

const JAN = charge('jan', '2026-01-01');
const FEB = charge('feb', '2026-02-01');
const MAR = charge('mar', '2026-03-01');

describe('rentLedger: examples', () => {
  it('[RENT-01] a payment pays the oldest charge first and spills into the next', () => {
    const ledger = rentLedger([MAR, JAN, FEB], [payment('p1', '2026-03-05', 150_000)], '2026-03-10');
    expect(ledger.allocations).toEqual([
      { paymentId: 'p1', chargeId: 'jan', amountPence: 100_000 },
      { paymentId: 'p1', chargeId: 'feb', amountPence: 50_000 },
    ]);
    expect(ledger.charges.map((c) => [c.id, c.paidPence, c.outstandingPence, c.state, c.daysOverdue])).toEqual([
      ['jan', 100_000, 0, 'paid', 0],
      ['feb', 50_000, 50_000, 'overdue', 37],
      ['mar', 0, 100_000, 'overdue', 9],
    ]);
    expect(ledger).toMatchObject({
      creditPence: 0,
      balancePence: 150_000,
      arrearsPence: 150_000,
      oldestDaysOverdue: 37,
    });
  });

  it('[RENT-01] payments are taken in date order, whatever order they are listed in', () => {
    const ledger = rentLedger(
      [JAN, FEB],
      [payment('late', '2026-02-03', 100_000), payment('early', '2026-01-02', 60_000)],
      '2026-02-10',
    );
    expect(ledger.allocations).toEqual([
      { paymentId: 'early', chargeId: 'jan', amountPence: 60_000 },
      { paymentId: 'late', chargeId: 'jan', amountPence: 40_000 },
      { paymentId: 'late', chargeId: 'feb', amountPence: 60_000 },
    ]);
  });

  it('[RENT-01] a part payment before the due date leaves the charge part paid, then overdue the day after', () => {
    const charges = [charge('apr', '2026-04-01', 95_000)];
    const payments = [payment('p', '2026-03-28', 45_000)];
    expect(rentLedger(charges, payments, '2026-03-30').charges[0]).toMatchObject({
      paidPence: 45_000,
      outstandingPence: 50_000,
      state: 'part_paid',
      daysOverdue: 0,
    });
    // Due today is not late yet.
    expect(rentLedger(charges, payments, '2026-04-01').charges[0]).toMatchObject({
      state: 'part_paid',
      daysOverdue: 0,
    });
    expect(rentLedger(charges, payments, '2026-04-02')).toMatchObject({
      charges: [{ state: 'overdue', daysOverdue: 1, outstandingPence: 50_000 }],
      arrearsPence: 50_000,
      oldestDaysOverdue: 1,
    });
  });

  it('[RENT-01] an unpaid charge not yet due is due, and counts in neither balance nor arrears', () => {
    const ledger = rentLedger([JAN, FEB], [payment('p', '2026-01-01', 100_000)], '2026-01-20');
    expect(ledger.charges.map((c) => c.state)).toEqual(['paid', 'due']);
    expect(ledger).toMatchObject({ balancePence: 0, arrearsPence: 0, oldestDaysOverdue: 0, creditPence: 0 });
  });

  it('[RENT-01] an overpayment stays as credit and the balance goes negative', () => {
    const ledger = rentLedger([JAN], [payment('p', '2026-01-01', 130_000)], '2026-01-15');
    expect(ledger.allocations).toEqual([{ paymentId: 'p', chargeId: 'jan', amountPence: 100_000 }]);
    expect(ledger).toMatchObject({ creditPence: 30_000, balancePence: -30_000, arrearsPence: 0 });
  });

  it('[RENT-01] credit carries forward to pay a later charge', () => {
    const ledger = rentLedger([JAN, FEB], [payment('p', '2026-01-01', 130_000)], '2026-02-15');
    expect(ledger.allocations.at(-1)).toEqual({ paymentId: 'p', chargeId: 'feb', amountPence: 30_000 });
    expect(ledger.charges[1]).toMatchObject({ state: 'overdue', outstandingPence: 70_000, daysOverdue: 14 });
    expect(ledger).toMatchObject({ creditPence: 0, balancePence: 70_000, arrearsPence: 70_000 });
  });

  it('[RENT-01] a charge of nothing is paid and takes no money', () => {
    const ledger = rentLedger(
      [charge('free', '2026-01-01', 0), FEB],
      [payment('p', '2026-02-01', 100_000)],
      '2026-03-01',
    );
    expect(ledger.charges.map((c) => c.state)).toEqual(['paid', 'paid']);
    expect(ledger.allocations).toEqual([{ paymentId: 'p', chargeId: 'feb', amountPence: 100_000 }]);
  });

  it('[RENT-01] days overdue count from London’s midnight, not UTC’s', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const today = londonToday(new Date('2026-06-30T23:30:00Z'));
    const ledger = rentLedger([charge('jun', '2026-06-30')], [], today);
    expect(ledger.charges[0]).toMatchObject({ state: 'overdue', daysOverdue: 1 });
  });

  it('[RENT-01] with nothing charged or paid the ledger is empty and square', () => {
    expect(rentLedger([], [], '2026-01-01')).toEqual({
      charges: [],
      allocations: [],
      creditPence: 0,
      balancePence: 0,
      arrearsPence: 0,
      oldestDaysOverdue: 0,
    });
  });

  it.each<[string, Parameters<typeof rentLedger>]>([
    ['a charge listed twice', [[JAN, JAN], [], '2026-01-01']],
    ['a payment listed twice', [[], [payment('p', '2026-01-01', 1), payment('p', '2026-01-02', 1)], '2026-01-01']],
    ['a payment of nothing', [[], [payment('p', '2026-01-01', 0)], '2026-01-01']],
    ['pounds, not pence', [[], [payment('p', '2026-01-01', 10.5)], '2026-01-01']],
    ['a negative charge', [[charge('c', '2026-01-01', -1)], [], '2026-01-01']],
    ['a due date that does not exist', [[charge('c', '2026-02-30')], [], '2026-01-01']],
    ['a payment date that does not exist', [[], [payment('p', '2026-13-01', 1)], '2026-01-01']],
    ['a today that is not a date', [[], [], '1 January 2026']],
  ])('[RENT-01] refuses %s', (_case, args) => {
    expect(() => rentLedger(...args)).toThrow(RangeError);
  });
});

const BASE = '2026-01-01';
const ledgerInput = fc
  .record({
    charges: fc.uniqueArray(
      fc.record({
        id: fc.uuid(),
        dueDate: fc.integer({ min: 0, max: 400 }).map((days) => addDays(BASE, days)),
        amountPence: fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constantFrom(0, 1, 100_000)),
      }),
      { maxLength: 15, selector: (c) => c.id },
    ),
    payments: fc.uniqueArray(
      fc.record({
        id: fc.uuid(),
        date: fc.integer({ min: 0, max: 400 }).map((days) => addDays(BASE, days)),
        amountPence: fc.integer({ min: 1, max: 300_000 }),
      }),
      { maxLength: 15, selector: (p) => p.id },
    ),
    today: fc.integer({ min: -10, max: 420 }).map((days) => addDays(BASE, days)),
  })
  // Often a due date itself, the day the state turns.
  .chain((input) =>
    input.charges.length === 0
      ? fc.constant(input)
      : fc
          .oneof(fc.constant(input.today), fc.constantFrom(...input.charges.map((c) => c.dueDate)))
          .map((today) => ({ ...input, today })),
  );

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

describe('rentLedger: properties', () => {
  it('[RENT-01] allocation conserves money and never pays a charge more than it asks', () => {
    fc.assert(
      fc.property(ledgerInput, ({ charges, payments, today }) => {
        const ledger = rentLedger(charges, payments, today);
        const allocated = sum(ledger.allocations.map((a) => a.amountPence));
        expect(allocated + ledger.creditPence).toBe(sum(payments.map((p) => p.amountPence)));
        expect(ledger.creditPence).toBeGreaterThanOrEqual(0);
        for (const p of payments) {
          const fromPayment = ledger.allocations.filter((a) => a.paymentId === p.id);
          expect(sum(fromPayment.map((a) => a.amountPence))).toBeLessThanOrEqual(p.amountPence);
        }
        for (const c of ledger.charges) {
          const toCharge = sum(ledger.allocations.filter((a) => a.chargeId === c.id).map((a) => a.amountPence));
          expect(toCharge).toBe(c.paidPence);
          expect(c.paidPence).toBeLessThanOrEqual(c.amountPence);
          expect(c.paidPence + c.outstandingPence).toBe(c.amountPence);
        }
        expect(ledger.allocations.every((a) => a.amountPence > 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('[RENT-01] the oldest charge is paid first and credit is left only when every charge is paid', () => {
    fc.assert(
      fc.property(ledgerInput, ({ charges, payments, today }) => {
        const ledger = rentLedger(charges, payments, today);
        const firstOwing = ledger.charges.findIndex((c) => c.outstandingPence > 0);
        if (firstOwing >= 0) {
          expect(ledger.charges.slice(firstOwing + 1).every((c) => c.paidPence === 0)).toBe(true);
          expect(ledger.creditPence).toBe(0);
        }
        ledger.charges.slice(1).forEach((c, index) => {
          expect(c.dueDate >= ledger.charges[index]!.dueDate).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('[RENT-01] states, arrears and balance agree with the charges', () => {
    fc.assert(
      fc.property(ledgerInput, ({ charges, payments, today }) => {
        const ledger = rentLedger(charges, payments, today);
        expect(ledger.charges.every((c) => RENT_CHARGE_STATES.includes(c.state))).toBe(true);
        for (const c of ledger.charges) {
          expect(c.state === 'paid').toBe(c.outstandingPence === 0);
          expect(c.state === 'overdue').toBe(c.outstandingPence > 0 && c.dueDate < today);
          expect(c.daysOverdue > 0).toBe(c.state === 'overdue');
        }
        const overdue = ledger.charges.filter((c) => c.state === 'overdue');
        expect(ledger.arrearsPence).toBe(sum(overdue.map((c) => c.outstandingPence)));
        expect(ledger.oldestDaysOverdue).toBe(Math.max(0, ...overdue.map((c) => c.daysOverdue)));
        // Owed on what has fallen due, less what was paid towards later charges or is held as credit.
        const dueSoFar = ledger.charges.filter((c) => c.dueDate <= today);
        const heldForLater = sum(ledger.charges.filter((c) => c.dueDate > today).map((c) => c.paidPence));
        expect(ledger.balancePence).toBe(
          sum(dueSoFar.map((c) => c.outstandingPence)) - heldForLater - ledger.creditPence,
        );
      }),
      { numRuns: 300 },
    );
  });
});
