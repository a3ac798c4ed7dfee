import { annualRentPence, fractionOfPence } from '../rent/rent-amounts';
import { ENGLAND_AND_WALES_DEPOSIT_SCHEMES, lastDayOfPeriod } from './shared-rules';
import type { TenancyRules } from './tenancy-rule';

/** Tenant Fees Act 2019 Sch. 1 para. 2: the higher cap from an annual rent of £50,000. */
const HIGH_ANNUAL_RENT_PENCE = 5_000_000;

/** England, November 2026: the Renters' Rights Act 2025 reforms of the private rented sector apply from 1 May 2026. */
export const ENGLAND_TENANCY_RULES: TenancyRules = {
  nation: 'england',
  name: 'England',
  tenancyTypes: [
    /*
     * Housing Act 1988 Part 1 as amended by the Renters' Rights Act 2025 Part 1 Chapter 1: from 1 May 2026 every
     * assured tenancy is periodic (a fixed term can no longer be agreed) and the landlord can end it only on a
     * ground for possession (s. 8, Sch. 2): the section 21 notice is gone with the assured shorthold tenancy.
     */
    {
      type: 'assured_periodic',
      basis: "Housing Act 1988 Part 1 as amended by the Renters' Rights Act 2025: assured periodic tenancy",
    },
    /*
     * The Renters' Rights Act 2025 abolished assured shorthold tenancies (Housing Act 1988 ss. 19A-21) from
     * 1 May 2026; those in being on that day became assured periodic tenancies. An AST is kept only as the record
     * of a tenancy that started before then.
     */
    {
      type: 'assured_shorthold',
      historicBefore: '2026-05-01',
      basis: "Housing Act 1988 s. 19A: assured shorthold tenancy, abolished by the Renters' Rights Act 2025",
    },
    /*
     * A let to a company is not an assured tenancy: Housing Act 1988 s. 1(1)(a) needs the tenant to be an
     * individual. It is a contractual tenancy on the agreement's terms.
     */
    {
      type: 'company_let',
      basis: 'Contractual tenancy to a company, outside Housing Act 1988 s. 1(1)(a)',
    },
    /*
     * A room in the landlord's own home, sharing living space with the landlord: a licence, not a tenancy, and an
     * excluded licence (Protection from Eviction Act 1977 s. 3A); a resident landlord's letting is not an
     * assured tenancy in any case (Housing Act 1988 Sch. 1 para. 10).
     */
    {
      type: 'lodger_licence',
      basis: 'Excluded licence, Protection from Eviction Act 1977 s. 3A',
    },
  ],
  /*
   * Tenant Fees Act 2019 s. 3 and Sch. 1 para. 2: a tenancy deposit above 5 weeks' rent, or 6 weeks' rent when
   * the annual rent is £50,000 or more, is a prohibited payment. A week's rent is the annual rent divided by 52.
   */
  depositCap(rentPence, frequency) {
    const annual = annualRentPence(rentPence, frequency);
    const weeks = annual >= HIGH_ANNUAL_RENT_PENCE ? 6 : 5;
    return { pence: fractionOfPence(annual, weeks, 52), rule: `${weeks} weeks' rent` };
  },
  depositSchemes: ENGLAND_AND_WALES_DEPOSIT_SCHEMES,
  /*
   * Housing Act 2004 s. 213(3) and (6)(b) (14 days until the Localism Act 2011 s. 184 made them 30): the
   * scheme's initial requirements met and the prescribed information given "within the period of 30 days
   * beginning with the date on which [the deposit] is received". Sanctions: s. 214 (1 to 3 times the deposit),
   * s. 215 (no notice seeking possession on some grounds until it is put right).
   */
  protectionDeadline: ({ receivedOn }) => receivedOn && lastDayOfPeriod(receivedOn, 30),
  /*
   * Immigration Act 2014 Part 3 Chapter 1 (ss. 20-37): a landlord must not let an adult occupy a home under a
   * residential tenancy agreement without a right to rent (s. 22), shown by the checks the Immigration
   * (Residential Accommodation) (Prescribed Requirements and Codes of Practice) Order 2014 prescribes. In force
   * throughout England since 1 February 2016; never brought into force in Wales, Scotland or Northern Ireland.
   */
  rightToRent: true,
};
