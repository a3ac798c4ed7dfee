import type { RentFrequency } from '@pm/contracts';
import { annualRentPence, fractionOfPence } from '../rent/rent-amounts';
import { lastDayOfPeriod } from './shared-rules';
import type { TenancyRules } from './tenancy-rule';

/** Rent paid by a number of days rather than by whole months: its period in days. */
const DAYS_IN_PERIOD: Partial<Record<RentFrequency, number>> = { weekly: 7, fortnightly: 14, four_weekly: 28 };

/*
 * Northern Ireland, November 2026: private tenancies under the Private Tenancies (Northern Ireland) Order 2006,
 * as amended by the Private Tenancies Act (Northern Ireland) 2022 (deposit cap and longer protection period from
 * 1 April 2023).
 */
export const NORTHERN_IRELAND_TENANCY_RULES: TenancyRules = {
  nation: 'northern_ireland',
  name: 'Northern Ireland',
  tenancyTypes: [
    /* Private Tenancies (Northern Ireland) Order 2006 art. 3: a tenancy of a dwelling-house that is not social housing. */
    {
      type: 'private_tenancy',
      basis: 'Private Tenancies (Northern Ireland) Order 2006 art. 3: private tenancy',
    },
  ],
  /*
   * Private Tenancies (Northern Ireland) Order 2006 art. 5ZC (added by the Private Tenancies Act (Northern
   * Ireland) 2022 s. 4): no deposit above 1 month's rent. Rent paid by whole months (monthly, quarterly, yearly)
   * gives a month's rent as the annual rent over 12; for rent paid by the week, the Department for Communities'
   * guidance takes a day's rent times 30 (weekly rent / 7 × 30), the same for fortnights and four-week periods.
   */
  depositCap(rentPence, frequency) {
    const days = DAYS_IN_PERIOD[frequency];
    const pence =
      days === undefined
        ? fractionOfPence(annualRentPence(rentPence, frequency), 1, 12)
        : fractionOfPence(rentPence, 30, days);
    return { pence, rule: "1 month's rent" };
  },
  /* The schemes the Department approved under the Tenancy Deposit Schemes Regulations (Northern Ireland) 2012. */
  depositSchemes: [
    { scheme: 'tds_ni', name: 'TDS Northern Ireland' },
    { scheme: 'mydeposits_ni', name: 'mydeposits Northern Ireland' },
  ],
  /*
   * Private Tenancies (Northern Ireland) Order 2006 art. 5B with the Tenancy Deposit Schemes Regulations
   * (Northern Ireland) 2012: the deposit protected in an approved scheme within 28 days of receipt (14 days
   * until the Private Tenancies Act (Northern Ireland) 2022 s. 5, from 1 April 2023). We could not source the
   * article's exact wording; counted as in England and Wales, beginning with the day of receipt, which is the
   * earlier of the two readings.
   */
  protectionDeadline: ({ receivedOn }) => receivedOn && lastDayOfPeriod(receivedOn, 28),
  /* The Immigration Act 2014 Right to Rent scheme was never brought into force in Northern Ireland. */
  rightToRent: false,
};
