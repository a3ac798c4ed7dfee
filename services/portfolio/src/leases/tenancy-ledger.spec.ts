import type { RentChargeBody } from '@pm/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ListArrearsQueryDto, RecordRentPaymentDto } from './leases.dto';
import type { RentPaymentEntity } from './rent-payment.entity';
import { standingOf, tenancyLedger } from './tenancy-ledger';

const charge = (periodStart: string, periodEnd: string, amountPence = 100_000): RentChargeBody => ({
  periodStart,
  periodEnd,
  dueDate: periodStart,
  amountPence,
});

const SCHEDULE = [
  charge('2026-08-01', '2026-08-31'),
  charge('2026-09-01', '2026-09-30'),
  charge('2026-10-01', '2026-10-31'),
  charge('2026-11-01', '2026-11-30'),
  charge('2026-12-01', '2026-12-31'),
  charge('2027-01-01', '2027-01-31'),
];

let sequence = 0;
function payment(paidOn: string, amountPence: number, recordedAt = '2026-11-27T10:00:00Z'): RentPaymentEntity {
  sequence += 1;
  return {
    id: `p${sequence}`,
    companyId: 'c',
    leaseId: 'l',
    paidOn,
    amountPence,
    method: 'bank_transfer',
    reference: null,
    recordedByUserId: null,
    recordedAt: new Date(recordedAt),
  };
}

describe('a tenancy’s ledger', () => {
  it('[RENT-01] shows the charges due up to today and the next one, paid oldest first, to the penny', () => {
    const first = payment('2026-11-20', 150_000);
    const ledger = tenancyLedger('l', SCHEDULE, [first], '2026-11-27');
    expect(ledger.charges.map((c) => c.periodStart)).toEqual([
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
    expect(ledger.allocations).toEqual([
      { paymentId: first.id, periodStart: '2026-08-01', amountPence: 100_000 },
      { paymentId: first.id, periodStart: '2026-09-01', amountPence: 50_000 },
    ]);
    expect(ledger).toMatchObject({
      state: 'overdue',
      balancePence: 250_000,
      arrearsPence: 250_000,
      oldestDaysOverdue: 87,
      receivedThisMonthPence: 150_000,
      nextCharge: { dueDate: '2026-12-01', state: 'due', outstandingPence: 100_000 },
    });
  });

  it('[RENT-01] counts same-day payments in the order they were recorded, and what is paid over as credit', () => {
    const later = payment('2026-11-01', 300_000, '2026-11-01T12:00:00Z');
    const earlier = payment('2026-11-01', 150_000, '2026-11-01T09:00:00Z');
    const ledger = tenancyLedger('l', SCHEDULE, [later, earlier], '2026-11-01');
    expect(ledger.payments.map((p) => p.id)).toEqual([earlier.id, later.id]);
    expect(ledger.allocations[0]).toEqual({ paymentId: earlier.id, periodStart: '2026-08-01', amountPence: 100_000 });
    expect(ledger).toMatchObject({ state: 'paid', balancePence: -50_000, arrearsPence: 0, oldestDaysOverdue: 0 });
    // Credit beyond the charges shown (to the next one, which it pays ahead).
    expect(ledger.creditPence).toBe(0);
    expect(ledger.nextCharge).toMatchObject({ dueDate: '2026-11-01', state: 'paid' });
  });

  it('[RENT-01] a charge due today is due, not overdue; part of it paid is part_paid', () => {
    expect(tenancyLedger('l', SCHEDULE.slice(0, 1), [], '2026-08-01')).toMatchObject({
      state: 'due',
      arrearsPence: 0,
    });
    expect(tenancyLedger('l', SCHEDULE.slice(0, 1), [payment('2026-08-01', 1)], '2026-08-01')).toMatchObject({
      state: 'part_paid',
      balancePence: 99_999,
    });
  });

  it('[RENT-01] the standing leaves out the lists', () => {
    const standing = standingOf(tenancyLedger('l', SCHEDULE, [], '2026-11-27'));
    expect(Object.keys(standing).sort()).toEqual(
      [
        'arrearsPence',
        'asOf',
        'balancePence',
        'creditPence',
        'nextCharge',
        'oldestDaysOverdue',
        'receivedThisMonthPence',
        'state',
      ].sort(),
    );
  });
});

describe('a rent payment’s shape', () => {
  const VALID = { paidOn: '2026-11-20', amountPence: 12_345, method: 'standing_order', reference: 'SO 1' };
  const invalidFields = async (body: Record<string, unknown>) =>
    (await validate(plainToInstance(RecordRentPaymentDto, { ...VALID, ...body }))).map((e) => e.property).sort();

  it('[RENT-01] accepts a whole payment, with or without a reference', async () => {
    expect(await invalidFields({})).toEqual([]);
    expect(await invalidFields({ reference: null })).toEqual([]);
  });

  it.each([0, -1, 1.5, '100', 1_000_000_001])('[RENT-01] refuses an amount of %s', async (amountPence) => {
    expect(await invalidFields({ amountPence })).toEqual(['amountPence']);
  });

  it('[RENT-01] refuses an unknown method, a date that is not one and a reference over 100 characters', async () => {
    expect(await invalidFields({ method: 'gold', paidOn: '2026-02-30', reference: 'x'.repeat(101) })).toEqual([
      'method',
      'paidOn',
      'reference',
    ]);
  });

  it('[RENT-01] the arrears list filters by the four states only', async () => {
    const errors = async (state: string) =>
      (await validate(plainToInstance(ListArrearsQueryDto, { state }))).map((e) => e.property);
    expect(await errors('overdue,part_paid')).toEqual([]);
    expect(await errors('late')).toEqual(['state']);
  });
});
