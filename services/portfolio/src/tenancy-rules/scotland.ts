import { addWorkingDays, ALL_UK_REGIONS } from './bank-holidays';
import { annualRentPence, fractionOfPence } from '../rent/rent-amounts';
import type { TenancyRules } from './tenancy-rule';

/* Scotland, November 2026: private residential tenancies since 1 December 2017. */
export const SCOTLAND_TENANCY_RULES: TenancyRules = {
  nation: 'scotland',
  name: 'Scotland',
  tenancyTypes: [
    /*
     * Private Housing (Tenancies) (Scotland) Act 2016 s. 1: every private let of a home as the tenant's only or
     * principal home granted since 1 December 2017 is a private residential tenancy (open-ended; no fixed term).
     */
    {
      type: 'private_residential_tenancy',
      basis: 'Private Housing (Tenancies) (Scotland) Act 2016 s. 1: private residential tenancy',
    },
  ],
  /*
   * Rent (Scotland) Act 1984 ss. 82 and 90, applied to private residential tenancies by the Private Housing
   * (Tenancies) (Scotland) Act 2016 s. 20: a deposit above twice the monthly rent is an unlawful premium. A
   * month's rent is the annual rent divided by 12 (the rent itself when paid monthly, a third of a quarter's rent,
   * and 52 weeks' rent over 12 months for rent paid by the week).
   */
  depositCap(rentPence, frequency) {
    return { pence: fractionOfPence(annualRentPence(rentPence, frequency), 2, 12), rule: "2 months' rent" };
  },
  /* The three schemes the Scottish Ministers approved under the Housing (Scotland) Act 2006 s. 122. */
  depositSchemes: [
    { scheme: 'safedeposits_scotland', name: 'SafeDeposits Scotland' },
    { scheme: 'lps_scotland', name: 'Letting Protection Service Scotland' },
    { scheme: 'mydeposits_scotland', name: 'mydeposits Scotland' },
  ],
  /*
   * Tenancy Deposit Schemes (Scotland) Regulations 2011 reg. 3(1): the deposit paid to an approved scheme and the
   * reg. 42 information given "within 30 working days of the beginning of the tenancy", whenever the deposit was
   * received (reg. 3(2A) runs the clock from receipt for a deposit agreed to be paid in instalments, each
   * instalment on its own: not modelled here). The start day itself is not counted. Reg. 2 defines a working day
   * as one that is not a Saturday or Sunday, "nor any day that is a bank holiday under the Banking and Financial
   * Dealings Act 1971 in any part of the United Kingdom": Easter Monday and 12 July are not working days for
   * this clock either, so every region's holidays are left out, not only Scotland's.
   */
  protectionDeadline: ({ tenancyStartDate }) => addWorkingDays(tenancyStartDate, 30, ALL_UK_REGIONS),
  /* The Immigration Act 2014 Right to Rent scheme was never brought into force in Scotland. */
  rightToRent: false,
};
