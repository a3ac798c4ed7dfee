import { DEPOSIT_SCHEMES, RENT_FREQUENCIES } from '@pm/contracts';
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

describe('Wales tenancy rules', () => {
  it('[LEASE-02] a new tenancy is a standard occupation contract; no type is kept as history', () => {
    expect(tenancyTypes('wales')).toEqual({ current: ['standard_occupation_contract'], historic: [] });
    expect(tenancyTypeError('wales', 'standard_occupation_contract', '2026-11-27')).toBeNull();
  });

  it.each([
    'assured_periodic',
    'assured_shorthold',
    'company_let',
    'private_residential_tenancy',
    'private_tenancy',
  ] as const)('[LEASE-02] %s is refused for a property in Wales', (type) => {
    expect(tenancyTypeError('wales', type, '2026-11-27')).toMatchObject({
      field: 'type',
      code: 'TENANCY_TYPE_NOT_IN_NATION',
    });
  });

  it('[LEASE-02] the field error names the Welsh contract to use', () => {
    expect(tenancyTypeError('wales', 'assured_shorthold', '2020-01-01')?.message).toBe(
      'An assured shorthold tenancy is not a tenancy type in Wales: use a standard occupation contract.',
    );
  });

  it.each(RENT_FREQUENCIES)('[DEP-01] no statutory cap in Wales, whatever the rent frequency (%s)', (frequency) => {
    expect(depositCap('wales', 100_000, frequency)).toBeNull();
    expect(depositCapError('wales', 10_000_000, 100_000, frequency)).toBeNull();
  });

  it("[DEP-02] DPS, mydeposits and TDS protect deposits in Wales; the other nations' schemes are refused", () => {
    const allowed = DEPOSIT_SCHEMES.filter((scheme) => depositSchemeError('wales', scheme) === null);
    expect(allowed).toEqual(['dps', 'mydeposits', 'tds']);
    expect(depositSchemeError('wales', 'mydeposits_scotland')?.message).toBe(
      'In Wales a deposit is protected by the Deposit Protection Service (DPS), mydeposits or ' +
        'the Tenancy Deposit Scheme (TDS), not mydeposits Scotland.',
    );
  });

  it('[DEP-02] 30 days starting with the day the deposit is paid: the deadline day and the alert a week before', () => {
    expect(depositProtectionClock('wales', { receivedOn: '2026-01-31', tenancyStartDate: '2026-02-01' })).toEqual({
      deadline: '2026-03-01',
      alerts: { weekBefore: '2026-02-22', deadlineDay: '2026-03-01' },
    });
  });

  it('[TEN-02] no Right to Rent in Wales: activation needs no check and raises no alert', () => {
    expect(rightToRentError('wales', '2026-07-01', [{ tenantId: 'ann', check: null }])).toBeNull();
    expect(
      rightToRentAlertDate('wales', { checkedOn: '2026-06-01', method: 'idvt', expiresOn: '2027-01-01' }),
    ).toBeNull();
  });
});
