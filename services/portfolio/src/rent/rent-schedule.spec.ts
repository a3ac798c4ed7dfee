import { RENT_FREQUENCIES, type RentFrequency } from '@pm/contracts';
import fc from 'fast-check';
import { addDays, daysBetween, isCalendarDate } from '../compliance/calendar-date';
import { rentSchedule, type RentTerms } from './rent-schedule';

const monthly = (terms: Partial<RentTerms>): RentTerms => ({
  startDate: '2026-01-01',
  endDate: null,
  amountPence: 100_000,
  frequency: 'monthly',
  dueDay: 1,
  ...terms,
});

const dueDates = (terms: RentTerms): string[] => rentSchedule(terms).map((charge) => charge.dueDate);

describe('rentSchedule: examples', () => {
  it('[LEASE-04] a monthly due day of 31 falls on 28 February, then back on the 31st', () => {
    const charges = rentSchedule(monthly({ startDate: '2027-01-31', dueDay: 31, until: '2027-04-30' }));
    expect(charges).toEqual([
      { periodStart: '2027-01-31', periodEnd: '2027-02-27', dueDate: '2027-01-31', amountPence: 100_000 },
      { periodStart: '2027-02-28', periodEnd: '2027-03-30', dueDate: '2027-02-28', amountPence: 100_000 },
      { periodStart: '2027-03-31', periodEnd: '2027-04-29', dueDate: '2027-03-31', amountPence: 100_000 },
      { periodStart: '2027-04-30', periodEnd: '2027-05-30', dueDate: '2027-04-30', amountPence: 100_000 },
    ]);
  });

  it('[LEASE-04] a monthly due day of 31 falls on 29 February in a leap year', () => {
    expect(dueDates(monthly({ startDate: '2028-01-31', dueDay: 31, until: '2028-03-31' }))).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
  });

  it('[LEASE-04] a due day of 30 after a start on 28 February: a short first period, then the 30th or the last day', () => {
    const charges = rentSchedule(monthly({ startDate: '2027-02-28', dueDay: 30, until: '2027-04-30' }));
    expect(charges.map((charge) => [charge.periodStart, charge.periodEnd, charge.amountPence])).toEqual([
      // 28 February is the due day clipped to February, so the first period is whole.
      ['2027-02-28', '2027-03-29', 100_000],
      ['2027-03-30', '2027-04-29', 100_000],
      ['2027-04-30', '2027-05-29', 100_000],
    ]);
  });

  it('[LEASE-04] pro-rates the first period by days: 22 of March’s 31 days', () => {
    const [first, second] = rentSchedule(monthly({ startDate: '2026-03-10', until: '2026-04-01' }));
    // 100 000 × 22 / 31 = 70 967.74…, rounded half up.
    expect(first).toEqual({
      periodStart: '2026-03-10',
      periodEnd: '2026-03-31',
      dueDate: '2026-03-10',
      amountPence: 70_968,
    });
    expect(second).toEqual({
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      dueDate: '2026-04-01',
      amountPence: 100_000,
    });
  });

  it('[LEASE-04] pro-rates the last period by days: 15 of June’s 30 days', () => {
    const charges = rentSchedule(monthly({ startDate: '2026-01-01', endDate: '2026-06-15', amountPence: 120_000 }));
    expect(charges).toHaveLength(6);
    expect(charges.at(-1)).toEqual({
      periodStart: '2026-06-01',
      periodEnd: '2026-06-15',
      dueDate: '2026-06-01',
      amountPence: 60_000,
    });
  });

  it('[LEASE-04] the two part periods are rounded together, so the total is the exact total rounded once', () => {
    // Exact: 1002 × 22/31 = 711.10 and 1002 × 20/31 = 646.45; rounded apart they would total 2359p,
    // but the exact total 2359.55p is 2360p, so the last part takes the penny.
    const charges = rentSchedule(monthly({ startDate: '2026-03-10', endDate: '2026-05-20', amountPence: 1002 }));
    expect(charges.map((charge) => charge.amountPence)).toEqual([711, 1002, 647]);
  });

  it('[LEASE-04] a tenancy inside one period is one charge pro-rated at both ends', () => {
    expect(rentSchedule(monthly({ startDate: '2026-03-10', endDate: '2026-03-20', amountPence: 31_000 }))).toEqual([
      { periodStart: '2026-03-10', periodEnd: '2026-03-20', dueDate: '2026-03-10', amountPence: 11_000 },
    ]);
  });

  it('[LEASE-04] a rent change applies from the next period that starts on or after it, never to one already begun', () => {
    const charges = rentSchedule(
      monthly({ until: '2026-06-01', changes: [{ from: '2026-03-15', amountPence: 110_000 }] }),
    );
    expect(charges.map((charge) => [charge.periodStart, charge.amountPence])).toEqual([
      ['2026-01-01', 100_000],
      ['2026-02-01', 100_000],
      ['2026-03-01', 100_000],
      ['2026-04-01', 110_000],
      ['2026-05-01', 110_000],
      ['2026-06-01', 110_000],
    ]);
  });

  it('[LEASE-04] rent changes on a due day apply to that period, in date order whatever order they are listed in', () => {
    const charges = rentSchedule(
      monthly({
        until: '2026-04-01',
        changes: [
          { from: '2026-04-01', amountPence: 120_000 },
          { from: '2026-02-01', amountPence: 110_000 },
          { from: '2025-06-01', amountPence: 90_000 },
        ],
      }),
    );
    expect(charges.map((charge) => charge.amountPence)).toEqual([90_000, 110_000, 110_000, 120_000]);
  });

  it.each([
    // Clocks go forward on 29 March 2026 and back on 25 October 2026: every period still starts on a Monday.
    ['2026-03-23', '2026-04-13', ['2026-03-23', '2026-03-30', '2026-04-06', '2026-04-13']],
    ['2026-10-19', '2026-11-09', ['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09']],
  ])('[LEASE-04] weekly rent from %s is due on the same weekday across the clock change', (startDate, until, due) => {
    const charges = rentSchedule({ startDate, endDate: null, until, amountPence: 25_000, frequency: 'weekly' });
    expect(charges.map((charge) => charge.dueDate)).toEqual(due);
    expect(charges.map((charge) => daysBetween(charge.periodStart, charge.periodEnd))).toEqual([6, 6, 6, 6]);
    expect(charges.every((charge) => charge.amountPence === 25_000)).toBe(true);
  });

  it('[LEASE-04] four-weekly rent runs from the start date and pro-rates a short last period over 28 days', () => {
    const charges = rentSchedule({
      startDate: '2026-01-05',
      endDate: '2026-02-08',
      amountPence: 80_000,
      frequency: 'four_weekly',
      dueDay: 20, // not read: these periods run from the start date
    });
    expect(charges).toEqual([
      { periodStart: '2026-01-05', periodEnd: '2026-02-01', dueDate: '2026-01-05', amountPence: 80_000 },
      { periodStart: '2026-02-02', periodEnd: '2026-02-08', dueDate: '2026-02-02', amountPence: 20_000 },
    ]);
  });

  it('[LEASE-04] yearly rent from 29 February is due on 28 February in common years and 29 February in leap years', () => {
    const charges = rentSchedule({
      startDate: '2028-02-29',
      endDate: null,
      until: '2032-02-29',
      amountPence: 1_200_000,
      frequency: 'yearly',
      dueDay: 29,
    });
    expect(charges.map((charge) => [charge.periodStart, charge.periodEnd])).toEqual([
      ['2028-02-29', '2029-02-27'],
      ['2029-02-28', '2030-02-27'],
      ['2030-02-28', '2031-02-27'],
      ['2031-02-28', '2032-02-28'],
      ['2032-02-29', '2033-02-27'],
    ]);
    expect(charges.every((charge) => charge.amountPence === 1_200_000)).toBe(true);
  });

  it('[LEASE-04] a yearly part period over 29 February is pro-rated over the 366 days of its year', () => {
    const charges = rentSchedule({
      startDate: '2027-06-01',
      endDate: '2028-03-31',
      amountPence: 1_200_000,
      frequency: 'yearly',
      dueDay: 1,
    });
    // 1 June 2027 to 31 March 2028 is 305 of the 366 days to 31 May 2028: 1 200 000 × 305 / 366.
    expect(charges).toEqual([
      { periodStart: '2027-06-01', periodEnd: '2028-03-31', dueDate: '2027-06-01', amountPence: 1_000_000 },
    ]);
  });

  it('[LEASE-04] quarterly periods follow the start month every three months', () => {
    expect(
      dueDates({
        startDate: '2026-02-14',
        endDate: null,
        until: '2026-12-31',
        amountPence: 300_000,
        frequency: 'quarterly',
        dueDay: 25,
      }),
    ).toEqual(['2026-02-14', '2026-02-25', '2026-05-25', '2026-08-25', '2026-11-25']);
  });

  it('[LEASE-04] a periodic tenancy stops at the last period starting on or before until', () => {
    expect(dueDates(monthly({ until: '2026-03-31' }))).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(dueDates(monthly({ until: '2025-12-31' }))).toEqual([]);
  });

  it.each<[string, Partial<RentTerms>, RegExp]>([
    ['an end before the start', { endDate: '2025-12-31' }, /endDate is before startDate/],
    ['no end and no until', { endDate: null }, /needs until/],
    ['a monthly rent without a due day', { until: '2026-12-31', dueDay: undefined }, /due day from 1 to 31/],
    ['a due day of 32', { until: '2026-12-31', dueDay: 32 }, /due day from 1 to 31/],
    [
      'a date that does not exist',
      { startDate: '2026-02-30', until: '2026-12-31' },
      /startDate is not a calendar date/,
    ],
    ['pounds, not pence', { amountPence: 950.5, until: '2026-12-31' }, /whole number of pence/],
    ['a negative rent', { amountPence: -1, until: '2026-12-31' }, /whole number of pence/],
    [
      'a frequency that is not one',
      { frequency: 'daily' as RentFrequency, until: '2026-12-31' },
      /not a rent frequency/,
    ],
    [
      'two changes from one day',
      {
        until: '2026-12-31',
        changes: [
          { from: '2026-05-01', amountPence: 1 },
          { from: '2026-05-01', amountPence: 2 },
        ],
      },
      /two rent changes from 2026-05-01/,
    ],
  ])('[LEASE-04] refuses %s', (_case, terms, message) => {
    expect(() => rentSchedule(monthly(terms))).toThrow(message);
  });
});

/*
 * An oracle written apart from the module: the whole period around a charge found by walking dates with
 * Date.UTC, not through the schedule's own boundaries.
 */
const STEP_DAYS: Partial<Record<RentFrequency, number>> = { weekly: 7, fortnightly: 14, four_weekly: 28 };
const STEP_MONTHS: Partial<Record<RentFrequency, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

function utcDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Days in the whole period of `frequency` containing `date`. */
function wholePeriodDays(terms: RentTerms, date: string): number {
  const days = STEP_DAYS[terms.frequency];
  if (days !== undefined) return days;
  const months = STEP_MONTHS[terms.frequency]!;
  const [year, month] = terms.startDate.split('-').map(Number) as [number, number];
  const dueDayIn = (monthIndex: number): number => {
    const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
    return Date.UTC(year, monthIndex, Math.min(terms.dueDay!, lastDay)) / 86_400_000;
  };
  const target = utcDay(date);
  let monthIndex = month - 1 - months;
  while (dueDayIn(monthIndex + months) <= target) monthIndex += months;
  return dueDayIn(monthIndex + months) - dueDayIn(monthIndex);
}

function lcm(a: bigint, b: bigint): bigint {
  const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));
  return (a * b) / gcd(a, b);
}

function rentInForce(terms: RentTerms, date: string): number {
  const applicable = (terms.changes ?? []).filter((change) => change.from <= date);
  applicable.sort((a, b) => (a.from < b.from ? -1 : 1));
  return applicable.at(-1)?.amountPence ?? terms.amountPence;
}

const BASE = '2023-01-01';
const anyDate = fc.integer({ min: 0, max: 365 * 9 }).map((days) => addDays(BASE, days));
// The days that trip month arithmetic up: 28–31 January, February and December, leap years included.
const monthEnd = fc
  .record({
    year: fc.integer({ min: 2023, max: 2031 }),
    month: fc.constantFrom('01', '02', '12'),
    day: fc.integer({ min: 28, max: 31 }),
  })
  .map(({ year, month, day }) => `${year}-${month}-${day}`)
  .filter(isCalendarDate);

const terms: fc.Arbitrary<RentTerms> = fc
  .record({
    startDate: fc.oneof(anyDate, monthEnd),
    frequency: fc.constantFrom(...RENT_FREQUENCIES),
    dueDay: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 28, max: 31 })),
    amountPence: fc.integer({ min: 0, max: 1_000_000 }),
    periodic: fc.boolean(),
    length: fc.integer({ min: 0, max: 365 * 3 }),
    changes: fc.uniqueArray(
      fc.record({
        offset: fc.integer({ min: -90, max: 365 * 3 }),
        amountPence: fc.integer({ min: 0, max: 1_000_000 }),
      }),
      { maxLength: 4, selector: (change) => change.offset },
    ),
  })
  .map(({ startDate, periodic, length, changes, ...rest }) => ({
    ...rest,
    startDate,
    endDate: periodic ? null : addDays(startDate, length),
    ...(periodic ? { until: addDays(startDate, length) } : {}),
    changes: changes.map(({ offset, amountPence }) => ({ from: addDays(startDate, offset), amountPence })),
  }));

describe('rentSchedule: properties', () => {
  it('[LEASE-04] charges run in order from the start with no gap or overlap, to the end date or past until', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const charges = rentSchedule(t);
        expect(charges.length).toBeGreaterThan(0);
        expect(charges[0]!.periodStart).toBe(t.startDate);
        charges.forEach((charge, index) => {
          expect(charge.dueDate).toBe(charge.periodStart);
          expect(daysBetween(charge.periodStart, charge.periodEnd)).toBeGreaterThanOrEqual(0);
          if (index > 0) expect(charge.periodStart).toBe(addDays(charges[index - 1]!.periodEnd, 1));
        });
        const last = charges.at(-1)!;
        if (t.endDate !== null) expect(last.periodEnd).toBe(t.endDate);
        else {
          expect(last.periodStart <= t.until!).toBe(true);
          expect(addDays(last.periodEnd, 1) > t.until!).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('[LEASE-04] every charge but the first and last is a whole period at the rent in force on its first day', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const charges = rentSchedule(t);
        for (const charge of charges.slice(1, -1)) {
          expect(daysBetween(charge.periodStart, charge.periodEnd) + 1).toBe(wholePeriodDays(t, charge.periodStart));
          expect(charge.amountPence).toBe(rentInForce(t, charge.periodStart));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('[LEASE-04] charges sum to Σ rent × daysCharged / daysInWholePeriod rounded half up, each within a penny of its share', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const charges = rentSchedule(t);
        // Over a common denominator: every whole period has 7, 14, 28 or 28–366 days.
        const common = charges.reduce(
          (multiple, charge) => lcm(multiple, BigInt(wholePeriodDays(t, charge.periodStart))),
          1n,
        );
        let exactTimesCommon = 0n;
        for (const charge of charges) {
          const whole = BigInt(wholePeriodDays(t, charge.periodStart));
          const share =
            BigInt(rentInForce(t, charge.periodStart)) * BigInt(daysBetween(charge.periodStart, charge.periodEnd) + 1);
          exactTimesCommon += (share * common) / whole;
          // |charge − share / whole| < 1
          const gap = BigInt(charge.amountPence) * whole - share;
          expect(gap < whole && -gap < whole).toBe(true);
        }
        const expectedTotal = (2n * exactTimesCommon + common) / (2n * common);
        expect(BigInt(charges.reduce((total, charge) => total + charge.amountPence, 0))).toBe(expectedTotal);
      }),
      { numRuns: 300 },
    );
  });

  it('[LEASE-04] adding a rent change never alters a charge whose period began before it', () => {
    fc.assert(
      fc.property(
        terms,
        fc.integer({ min: 0, max: 365 * 3 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (t, offset, amountPence) => {
          const from = addDays(t.startDate, offset);
          const others = (t.changes ?? []).filter((change) => change.from !== from);
          const before = rentSchedule({ ...t, changes: others });
          const after = rentSchedule({ ...t, changes: [...others, { from, amountPence }] });
          expect(after.length).toBe(before.length);
          const begunBefore = (charge: { periodStart: string }): boolean => charge.periodStart < from;
          expect(after.filter(begunBefore)).toEqual(before.filter(begunBefore));
        },
      ),
      { numRuns: 200 },
    );
  });
});
