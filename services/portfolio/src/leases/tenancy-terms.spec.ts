import type { LeaseEntity } from './lease.entity';
import { depositOf, monthlyEquivalent, rentOn, scheduleOf } from './tenancy-terms';

const lease = (overrides: Partial<LeaseEntity> = {}): LeaseEntity =>
  ({
    nation: 'england',
    startDate: '2026-06-15',
    endDate: null,
    rentPence: 120_000,
    rentFrequency: 'monthly',
    rentDueDay: 15,
    depositPence: 130_000,
    depositScheme: 'dps',
    depositReceivedOn: '2026-11-01',
    depositProtectedOn: null,
    depositReference: null,
    prescribedInformationServedOn: null,
    ...overrides,
  }) as LeaseEntity;

describe('tenancy terms', () => {
  it('[LEASE-04] gives a rent its monthly equivalent: a year of it over 12, to the penny', () => {
    expect(monthlyEquivalent(120_000, 'monthly')).toBe(120_000);
    expect(monthlyEquivalent(30_000, 'weekly')).toBe(130_000);
    expect(monthlyEquivalent(106_154, 'four_weekly')).toBe(115_000);
    expect(monthlyEquivalent(360_000, 'quarterly')).toBe(120_000);
    expect(monthlyEquivalent(1_440_001, 'yearly')).toBe(120_000);
  });

  it('[LEASE-04] prices a day at the latest rent change from on or before it', () => {
    const changes = [
      { effectiveFrom: '2027-06-15', rentPence: 130_000 },
      { effectiveFrom: '2027-01-15', rentPence: 125_000 },
    ];
    expect(rentOn(120_000, changes, '2027-01-14')).toBe(120_000);
    expect(rentOn(120_000, changes, '2027-01-15')).toBe(125_000);
    expect(rentOn(120_000, changes, '2028-01-01')).toBe(130_000);
  });

  it('[LEASE-04] lays a periodic schedule to 12 months past today, and a fixed one to its end', () => {
    const periodic = scheduleOf(lease(), [], '2026-11-27');
    expect(periodic.until).toBe('2027-11-27');
    expect(periodic.schedule[0]).toEqual({
      periodStart: '2026-06-15',
      periodEnd: '2026-07-14',
      dueDate: '2026-06-15',
      amountPence: 120_000,
    });
    expect(periodic.schedule.at(-1)?.periodStart).toBe('2027-11-15');

    const future = scheduleOf(lease({ startDate: '2027-03-01', rentDueDay: 1 }), [], '2026-11-27');
    expect(future.until).toBe('2028-03-01');

    const changes = [{ effectiveFrom: '2026-07-20', rentPence: 150_000 }];
    const fixed = scheduleOf(lease({ endDate: '2026-09-14' }), changes, '2026-11-27');
    expect(fixed.until).toBe('2026-09-14');
    // A change from mid-period first shows in the next period.
    expect(fixed.schedule.map((charge) => charge.amountPence)).toEqual([120_000, 120_000, 150_000]);
  });

  it('[DEP-01] [DEP-02] gives the deposit its cap and the clock from receipt (England: 30 days, alert a week before)', () => {
    expect(depositOf(lease(), '2026-11-22')).toMatchObject({
      capPence: expect.any(Number),
      deadline: '2026-11-30',
      alertOn: '2026-11-23',
      state: 'awaiting_protection',
    });
    expect(depositOf(lease(), '2026-11-23').state).toBe('due_soon');
    expect(depositOf(lease(), '2026-11-30').state).toBe('due_soon');
    expect(depositOf(lease(), '2026-12-01').state).toBe('overdue');
  });

  it('[DEP-02] calls a deposit protected only with the prescribed information served, and late after the deadline', () => {
    const today = '2026-12-10';
    expect(depositOf(lease({ depositProtectedOn: '2026-11-10' }), today).state).toBe('overdue');
    const done = { depositProtectedOn: '2026-11-10', prescribedInformationServedOn: '2026-11-30' };
    expect(depositOf(lease(done), today).state).toBe('protected');
    expect(depositOf(lease({ ...done, prescribedInformationServedOn: '2026-12-01' }), today).state).toBe(
      'protected_late',
    );
    expect(depositOf(lease({ depositReceivedOn: null }), today)).toMatchObject({
      state: 'awaiting_receipt',
      deadline: null,
    });
    expect(depositOf(lease({ depositPence: null }), today).state).toBe('none');
  });

  it('[DEP-02] starts the Scottish clock at the tenancy start, received or not (30 working days)', () => {
    const scottish = lease({
      nation: 'scotland',
      type: 'private_residential_tenancy',
      depositScheme: 'safedeposits_scotland',
      startDate: '2026-09-07',
      depositReceivedOn: null,
    });
    // The 30th working day after Monday 7 September 2026, no bank holiday between: Monday 19 October.
    expect(depositOf(scottish, '2026-09-08')).toMatchObject({ deadline: '2026-10-19', state: 'awaiting_receipt' });
    expect(depositOf(scottish, '2026-10-11').state).toBe('awaiting_receipt');
    expect(depositOf(scottish, '2026-10-12').state).toBe('due_soon');
    expect(depositOf(scottish, '2026-10-20').state).toBe('overdue');
  });

  it('[DEP-01] has no cap in Wales', () => {
    expect(depositOf(lease({ nation: 'wales', depositScheme: 'tds' }), '2026-11-27')).toMatchObject({
      capPence: null,
      capRule: null,
    });
  });
});
