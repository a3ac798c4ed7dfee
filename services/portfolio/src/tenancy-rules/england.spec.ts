import { DEPOSIT_SCHEMES, RENT_FREQUENCIES, TENANCY_TYPES } from '@pm/contracts';
import fc from 'fast-check';
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

const check = (overrides: { expiresOn?: string | null } = {}) => ({
  checkedOn: '2026-06-20',
  method: 'online_share_code' as const,
  expiresOn: null,
  ...overrides,
});

describe('England tenancy rules', () => {
  describe('tenancy types', () => {
    it('[LEASE-02] a new tenancy is an assured periodic tenancy, a company let or a lodger licence; an AST is history', () => {
      expect(tenancyTypes('england')).toEqual({
        current: ['assured_periodic', 'company_let', 'lodger_licence'],
        historic: ['assured_shorthold'],
      });
      for (const type of ['assured_periodic', 'company_let', 'lodger_licence'] as const) {
        expect(tenancyTypeError('england', type, '2026-11-27')).toBeNull();
      }
    });

    it("[LEASE-02] an AST is recorded for a tenancy that started on 30 April 2026, never from 1 May 2026 (Renters' Rights Act 2025)", () => {
      expect(tenancyTypeError('england', 'assured_shorthold', '2026-04-30')).toBeNull();
      expect(tenancyTypeError('england', 'assured_shorthold', '2026-05-01')).toEqual({
        field: 'type',
        code: 'TENANCY_TYPE_HISTORIC',
        message:
          'An assured shorthold tenancy can only be recorded for a tenancy that started before 1 May 2026: ' +
          'use an assured periodic tenancy, a company let or a lodger licence.',
      });
    });

    it("[LEASE-02] another nation's tenancy type is refused with a field error", () => {
      const foreign = TENANCY_TYPES.filter(
        (type) => !['assured_periodic', 'assured_shorthold', 'company_let', 'lodger_licence'].includes(type),
      );
      expect(foreign).toEqual(['standard_occupation_contract', 'private_residential_tenancy', 'private_tenancy']);
      for (const type of foreign) {
        expect(tenancyTypeError('england', type, '2026-11-27')).toMatchObject({
          field: 'type',
          code: 'TENANCY_TYPE_NOT_IN_NATION',
        });
      }
      expect(tenancyTypeError('england', 'private_residential_tenancy', '2026-11-27')?.message).toBe(
        'A private residential tenancy is not a tenancy type in England: ' +
          'use an assured periodic tenancy, a company let or a lodger licence.',
      );
    });
  });

  describe('deposit cap', () => {
    it("[DEP-01] £1,000 a month: exactly 5 weeks' rent (£1,153.84, rounded down) is allowed, 1p more is refused", () => {
      // £12,000 a year / 52 × 5 = £1,153.846…
      expect(depositCap('england', 100_000, 'monthly')).toEqual({ pence: 115_384, rule: "5 weeks' rent" });
      expect(depositCapError('england', 115_384, 100_000, 'monthly')).toBeNull();
      expect(depositCapError('england', 115_385, 100_000, 'monthly')).toEqual({
        field: 'depositPence',
        code: 'DEPOSIT_OVER_CAP',
        message: "The deposit can be at most £1,153.84 in England (5 weeks' rent).",
      });
    });

    it("[DEP-01] an annual rent of £49,999.99 caps at 5 weeks' rent, £50,000.00 at 6 weeks'", () => {
      // 4,999,999 × 5 / 52 = 480,769.13…; 5,000,000 × 6 / 52 = 576,923.07…
      expect(depositCap('england', 4_999_999, 'yearly')).toEqual({ pence: 480_769, rule: "5 weeks' rent" });
      expect(depositCap('england', 5_000_000, 'yearly')).toEqual({ pence: 576_923, rule: "6 weeks' rent" });
      // A monthly rent crosses the line between £4,166.66 (£49,999.92 a year) and £4,166.67 (£50,000.04).
      expect(depositCap('england', 416_666, 'monthly')).toEqual({ pence: 480_768, rule: "5 weeks' rent" });
      expect(depositCap('england', 416_667, 'monthly')).toEqual({ pence: 576_923, rule: "6 weeks' rent" });
      expect(depositCapError('england', 576_923, 5_000_000, 'yearly')).toBeNull();
      expect(depositCapError('england', 576_923, 4_999_999, 'yearly')?.code).toBe('DEPOSIT_OVER_CAP');
    });

    it.each([
      // A week's rent is the annual rent / 52: the week-based frequencies give whole pence.
      ['weekly', 25_000, 125_000],
      ['fortnightly', 50_000, 125_000],
      ['four_weekly', 100_000, 125_000],
      ['monthly', 100_000, 115_384],
      ['quarterly', 300_000, 115_384],
      ['yearly', 1_200_000, 115_384],
      ['monthly', 123_457, 142_450], // 1,481,484 × 5 / 52 = 142,450.38…
    ] as const)('[DEP-01] %s rent of %ip caps at %ip', (frequency, rent, cap) => {
      expect(depositCap('england', rent, frequency)?.pence).toBe(cap);
      expect(depositCapError('england', cap, rent, frequency)).toBeNull();
      expect(depositCapError('england', cap + 1, rent, frequency)?.code).toBe('DEPOSIT_OVER_CAP');
    });

    it("[DEP-01] the cap is the week's-rent fraction rounded down: never above it, less than a penny below", () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 100_000_000 }),
          fc.constantFrom(...RENT_FREQUENCIES),
          (rent, frequency) => {
            const periods = { weekly: 52, fortnightly: 26, four_weekly: 13, monthly: 12, quarterly: 4, yearly: 1 };
            const annual = BigInt(rent * periods[frequency]);
            const cap = depositCap('england', rent, frequency);
            const weeks = annual >= 5_000_000n ? 6n : 5n;
            expect(cap?.rule).toBe(`${weeks} weeks' rent`);
            const capTimes52 = BigInt(cap?.pence ?? -1) * 52n;
            expect(capTimes52 <= annual * weeks && annual * weeks < capTimes52 + 52n).toBe(true);
          },
        ),
      );
    });

    it('[DEP-01] rent or a deposit that is not whole pence is a programming error, not a cap', () => {
      expect(() => depositCap('england', 100.5, 'monthly')).toThrow(RangeError);
      expect(() => depositCapError('england', -1, 100_000, 'monthly')).toThrow(RangeError);
    });
  });

  describe('deposit protection', () => {
    it('[DEP-02] DPS, mydeposits and TDS protect deposits in England; a Scottish or Northern Irish scheme is refused', () => {
      const allowed = DEPOSIT_SCHEMES.filter((scheme) => depositSchemeError('england', scheme) === null);
      expect(allowed).toEqual(['dps', 'mydeposits', 'tds']);
      expect(depositSchemeError('england', 'safedeposits_scotland')).toEqual({
        field: 'depositScheme',
        code: 'DEPOSIT_SCHEME_NOT_IN_NATION',
        message:
          'In England a deposit is protected by the Deposit Protection Service (DPS), mydeposits or ' +
          'the Tenancy Deposit Scheme (TDS), not SafeDeposits Scotland.',
      });
      expect(depositSchemeError('england', 'tds_ni')?.code).toBe('DEPOSIT_SCHEME_NOT_IN_NATION');
    });

    it('[DEP-02] 30 days beginning with the day of receipt: received 1 June, protected by 30 June, alerts on 23 and 30 June', () => {
      expect(depositProtectionClock('england', { receivedOn: '2026-06-01', tenancyStartDate: '2026-06-15' })).toEqual({
        deadline: '2026-06-30',
        alerts: { weekBefore: '2026-06-23', deadlineDay: '2026-06-30' },
      });
    });

    it('[DEP-02] a deposit received on a Friday: the 30th day is a Saturday and the deadline stays on it', () => {
      // Friday 5 June 2026; the law does not move a deadline off a weekend.
      expect(depositProtectionClock('england', { receivedOn: '2026-06-05', tenancyStartDate: '2026-06-05' })).toEqual({
        deadline: '2026-07-04',
        alerts: { weekBefore: '2026-06-27', deadlineDay: '2026-07-04' },
      });
    });

    it('[DEP-02] calendar days, not working days: bank holidays inside the 30 days change nothing', () => {
      // Christmas Day, Boxing Day (substitute) and New Year's Day 2027 all fall inside.
      expect(
        depositProtectionClock('england', { receivedOn: '2026-12-20', tenancyStartDate: '2027-01-01' })?.deadline,
      ).toBe('2027-01-18');
    });
  });

  describe('Right to Rent', () => {
    it('[TEN-02] two adult occupiers, one without a recorded check: the tenancy cannot be activated', () => {
      const error = rightToRentError('england', '2026-07-01', [
        { tenantId: 'ann', check: check() },
        { tenantId: 'bob', check: null },
      ]);
      expect(error).toEqual({
        field: 'tenantIds',
        code: 'RIGHT_TO_RENT_MISSING',
        message:
          'A tenancy in England needs a Right to Rent check for every adult occupier: 1 of 2 has no check ' +
          'recorded, or a right that ran out before 1 July 2026.',
        tenantIds: ['bob'],
      });
    });

    it('[TEN-02] every adult with a recorded check: the tenancy may be activated', () => {
      expect(
        rightToRentError('england', '2026-07-01', [
          { tenantId: 'ann', check: check() },
          { tenantId: 'bob', check: check({ expiresOn: '2027-03-01' }) },
        ]),
      ).toBeNull();
    });

    it('[TEN-02] a time-limited right that ran out the day before the start does not count; one ending on the start day does', () => {
      expect(
        rightToRentError('england', '2026-07-01', [{ tenantId: 'ann', check: check({ expiresOn: '2026-06-30' }) }]),
      ).toMatchObject({ code: 'RIGHT_TO_RENT_MISSING', tenantIds: ['ann'] });
      expect(
        rightToRentError('england', '2026-07-01', [{ tenantId: 'ann', check: check({ expiresOn: '2026-07-01' }) }]),
      ).toBeNull();
    });

    it('[TEN-02] a tenancy with no adult occupier recorded cannot be activated', () => {
      expect(rightToRentError('england', '2026-07-01', [])).toEqual({
        field: 'tenantIds',
        code: 'RIGHT_TO_RENT_MISSING',
        message: 'A tenancy in England needs its adult occupiers recorded, each with a Right to Rent check.',
        tenantIds: [],
      });
    });

    it('[TEN-02] a time-limited right raises its alert 28 days before it runs out; an unlimited right none', () => {
      expect(rightToRentAlertDate('england', check({ expiresOn: '2027-03-01' }))).toBe('2027-02-01');
      expect(rightToRentAlertDate('england', check({ expiresOn: '2026-12-25' }))).toBe('2026-11-27');
      expect(rightToRentAlertDate('england', check())).toBeNull();
    });
  });
});
