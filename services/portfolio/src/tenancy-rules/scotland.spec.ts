import { DEPOSIT_SCHEMES } from '@pm/contracts';
import { BankHolidaysNotKnownError } from './bank-holidays';
import {
  depositCap,
  depositCapError,
  depositProtectionClock,
  depositSchemeError,
  rightToRentError,
  tenancyTypeError,
  tenancyTypes,
} from './index';

const deadline = (tenancyStartDate: string, receivedOn = tenancyStartDate) =>
  depositProtectionClock('scotland', { receivedOn, tenancyStartDate })?.deadline;

describe('Scotland tenancy rules', () => {
  it('[LEASE-02] a new tenancy is a private residential tenancy; English, Welsh and Northern Irish types are refused', () => {
    expect(tenancyTypes('scotland')).toEqual({ current: ['private_residential_tenancy'], historic: [] });
    expect(tenancyTypeError('scotland', 'private_residential_tenancy', '2026-11-27')).toBeNull();
    expect(tenancyTypeError('scotland', 'assured_periodic', '2026-11-27')).toEqual({
      field: 'type',
      code: 'TENANCY_TYPE_NOT_IN_NATION',
      message: 'An assured periodic tenancy is not a tenancy type in Scotland: use a private residential tenancy.',
    });
    for (const type of ['standard_occupation_contract', 'private_tenancy', 'lodger_licence'] as const) {
      expect(tenancyTypeError('scotland', type, '2026-11-27')?.code).toBe('TENANCY_TYPE_NOT_IN_NATION');
    }
  });

  it("[DEP-01] £1,000 a month: exactly 2 months' rent is allowed, 1p more is refused", () => {
    expect(depositCapError('scotland', 200_000, 100_000, 'monthly')).toBeNull();
    expect(depositCapError('scotland', 200_001, 100_000, 'monthly')).toEqual({
      field: 'depositPence',
      code: 'DEPOSIT_OVER_CAP',
      message: "The deposit can be at most £2,000.00 in Scotland (2 months' rent).",
    });
  });

  it.each([
    // A month's rent is the annual rent / 12, rounded down once: £13,000 a year × 2 / 12 = £2,166.666…
    ['weekly', 25_000, 216_666],
    ['fortnightly', 50_000, 216_666],
    ['four_weekly', 100_000, 216_666],
    ['monthly', 100_000, 200_000],
    ['quarterly', 300_000, 200_000],
    ['yearly', 1_200_000, 200_000],
  ] as const)("[DEP-01] %s rent of %ip caps at %ip (2 months' rent)", (frequency, rent, cap) => {
    expect(depositCap('scotland', rent, frequency)).toEqual({ pence: cap, rule: "2 months' rent" });
    expect(depositCapError('scotland', cap + 1, rent, frequency)?.code).toBe('DEPOSIT_OVER_CAP');
  });

  it('[DEP-02] SafeDeposits Scotland, Letting Protection Service Scotland and mydeposits Scotland only', () => {
    const allowed = DEPOSIT_SCHEMES.filter((scheme) => depositSchemeError('scotland', scheme) === null);
    expect(allowed).toEqual(['safedeposits_scotland', 'lps_scotland', 'mydeposits_scotland']);
    expect(depositSchemeError('scotland', 'mydeposits')).toEqual({
      field: 'depositScheme',
      code: 'DEPOSIT_SCHEME_NOT_IN_NATION',
      message:
        'In Scotland a deposit is protected by SafeDeposits Scotland, Letting Protection Service Scotland or ' +
        'mydeposits Scotland, not mydeposits.',
    });
  });

  it('[DEP-02] 30 working days from the tenancy start, whenever the deposit was received', () => {
    // Monday 7 September 2026: six whole weeks of working days, no bank holiday, the start day not counted.
    expect(deadline('2026-09-07')).toBe('2026-10-19');
    expect(deadline('2026-09-07', '2026-08-20')).toBe('2026-10-19');
    expect(depositProtectionClock('scotland', { receivedOn: '2026-08-20', tenancyStartDate: '2026-09-07' })).toEqual({
      deadline: '2026-10-19',
      alerts: { weekBefore: '2026-10-12', deadlineDay: '2026-10-19' },
    });
    // A tenancy starting on a Saturday: the count begins on the Monday.
    expect(deadline('2026-09-05')).toBe('2026-10-16');
  });

  it('[DEP-02] across Christmas and New Year: 25 and 28 December 2026, 1 and 4 January 2027 are not working days', () => {
    // Boxing Day 2026 is a Saturday (substitute Monday 28th); 2 January 2027 a Saturday (substitute Monday 4th).
    expect(deadline('2026-12-01')).toBe('2027-01-18');
    // Christmas 2027 falls on a weekend: substitutes on 27 and 28 December, then 3 and 4 January 2028.
    expect(deadline('2027-12-01')).toBe('2028-01-18');
  });

  it("[DEP-02] St Andrew's Day is not a working day, nor its substitute Monday", () => {
    // Monday 30 November 2026; without it the 30th working day would be 14 December.
    expect(deadline('2026-11-02')).toBe('2026-12-15');
    // 30 November 2025 was a Sunday: Monday 1 December was the holiday.
    expect(deadline('2025-11-03')).toBe('2025-12-16');
  });

  it('[DEP-02] a bank holiday in any part of the UK is not a working day (reg. 2): Easter Monday, the Twelfth', () => {
    // Easter Monday 6 April 2026 is not a Scottish bank holiday, but it is in England, Wales and Northern Ireland.
    expect(deadline('2026-03-20')).toBe('2026-05-06');
    // Monday 13 July 2026, the Battle of the Boyne substitute day in Northern Ireland.
    expect(deadline('2026-06-15')).toBe('2026-07-28');
  });

  it('[DEP-02] a count that leaves the bank holiday table (2024 to 2028) throws rather than guess', () => {
    expect(() => deadline('2028-12-01')).toThrow(BankHolidaysNotKnownError);
    expect(() => deadline('2028-12-01')).toThrow(/2029.*covers 2024 to 2028/);
    expect(() => deadline('2023-11-01')).toThrow(BankHolidaysNotKnownError);
  });

  it('[TEN-02] no Right to Rent in Scotland', () => {
    expect(rightToRentError('scotland', '2026-07-01', [])).toBeNull();
  });
});
