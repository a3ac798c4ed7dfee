import { DEPOSIT_SCHEMES } from '@pm/contracts';
import {
  depositCap,
  depositCapError,
  depositProtectionClock,
  depositSchemeError,
  rightToRentAlertDate,
  rightToRentError,
  tenancyTypeError,
  tenancyTypes,
} from './index';

describe('Northern Ireland tenancy rules', () => {
  it("[LEASE-02] a new tenancy is a private tenancy; the other nations' types are refused", () => {
    expect(tenancyTypes('northern_ireland')).toEqual({ current: ['private_tenancy'], historic: [] });
    expect(tenancyTypeError('northern_ireland', 'private_tenancy', '2026-11-27')).toBeNull();
    expect(tenancyTypeError('northern_ireland', 'company_let', '2026-11-27')).toEqual({
      field: 'type',
      code: 'TENANCY_TYPE_NOT_IN_NATION',
      message: 'A company let is not a tenancy type in Northern Ireland: use a private tenancy.',
    });
    expect(tenancyTypeError('northern_ireland', 'private_residential_tenancy', '2026-11-27')?.code).toBe(
      'TENANCY_TYPE_NOT_IN_NATION',
    );
  });

  it("[DEP-01] £1,000 a month: exactly 1 month's rent is allowed, 1p more is refused", () => {
    expect(depositCapError('northern_ireland', 100_000, 100_000, 'monthly')).toBeNull();
    expect(depositCapError('northern_ireland', 100_001, 100_000, 'monthly')).toEqual({
      field: 'depositPence',
      code: 'DEPOSIT_OVER_CAP',
      message: "The deposit can be at most £1,000.00 in Northern Ireland (1 month's rent).",
    });
  });

  it.each([
    // Rent by the week: a day's rent × 30, rounded down (£250 / 7 × 30 = £1,071.428…).
    ['weekly', 25_000, 107_142],
    ['fortnightly', 50_000, 107_142],
    ['four_weekly', 100_000, 107_142],
    // Rent by whole months: the annual rent / 12.
    ['monthly', 100_000, 100_000],
    ['quarterly', 300_000, 100_000],
    ['yearly', 1_200_001, 100_000],
  ] as const)("[DEP-01] %s rent of %ip caps at %ip (1 month's rent)", (frequency, rent, cap) => {
    expect(depositCap('northern_ireland', rent, frequency)).toEqual({ pence: cap, rule: "1 month's rent" });
    expect(depositCapError('northern_ireland', cap, rent, frequency)).toBeNull();
    expect(depositCapError('northern_ireland', cap + 1, rent, frequency)?.code).toBe('DEPOSIT_OVER_CAP');
  });

  it('[DEP-02] TDS Northern Ireland and mydeposits Northern Ireland only', () => {
    const allowed = DEPOSIT_SCHEMES.filter((scheme) => depositSchemeError('northern_ireland', scheme) === null);
    expect(allowed).toEqual(['tds_ni', 'mydeposits_ni']);
    expect(depositSchemeError('northern_ireland', 'tds')?.message).toBe(
      'In Northern Ireland a deposit is protected by TDS Northern Ireland or mydeposits Northern Ireland, ' +
        'not the Tenancy Deposit Scheme (TDS).',
    );
  });

  it('[DEP-02] 28 days from receipt: received 1 June, protected by 28 June, alerts on 21 and 28 June', () => {
    expect(
      depositProtectionClock('northern_ireland', { receivedOn: '2026-06-01', tenancyStartDate: '2026-07-01' }),
    ).toEqual({ deadline: '2026-06-28', alerts: { weekBefore: '2026-06-21', deadlineDay: '2026-06-28' } });
  });

  it('[TEN-02] no Right to Rent in Northern Ireland', () => {
    expect(rightToRentError('northern_ireland', '2026-07-01', [{ tenantId: 'ann', check: null }])).toBeNull();
    expect(
      rightToRentAlertDate('northern_ireland', {
        checkedOn: '2026-06-01',
        method: 'manual_document',
        expiresOn: '2027-01-01',
      }),
    ).toBeNull();
  });
});
