import { ENGLAND_AND_WALES_DEPOSIT_SCHEMES, lastDayOfPeriod } from './shared-rules';
import type { TenancyRules } from './tenancy-rule';

/*
 * Wales, November 2026: occupation contracts under the Renting Homes (Wales) Act 2016 since 1 December 2022.
 * Assured and assured shorthold tenancies in being on that day became occupation contracts (Sch. 12), so no older
 * type is kept even as history.
 */
export const WALES_TENANCY_RULES: TenancyRules = {
  nation: 'wales',
  name: 'Wales',
  tenancyTypes: [
    /*
     * Renting Homes (Wales) Act 2016 ss. 7-8: a private landlord's occupation contract is a standard contract
     * (s. 8(2), unless the landlord chooses a secure one), periodic or for a fixed term; the tenancy's end date
     * (none for a periodic contract) records which.
     */
    {
      type: 'standard_occupation_contract',
      basis: 'Renting Homes (Wales) Act 2016 ss. 7-8: standard occupation contract, periodic or fixed term',
    },
  ],
  /*
   * No statutory cap: the Renting Homes (Fees etc.) (Wales) Act 2019 bans most fees but lets a security deposit be
   * asked for (Sch. 1) without limiting its amount.
   */
  depositCap: () => null,
  depositSchemes: ENGLAND_AND_WALES_DEPOSIT_SCHEMES,
  /*
   * Renting Homes (Wales) Act 2016 s. 45(2): the initial requirements of an authorised scheme met and the
   * required information given "before the end of the period of 30 days starting with the day on which the
   * deposit is paid"; sanctions in s. 46 and Sch. 5.
   */
  protectionDeadline: ({ receivedOn }) => receivedOn && lastDayOfPeriod(receivedOn, 30),
  /* The Immigration Act 2014 Right to Rent scheme was never brought into force in Wales. */
  rightToRent: false,
};
