import type { ComplianceRule } from './compliance-rule';
import {
  ENGLAND_AND_WALES_EPC,
  ENGLAND_AND_WALES_FIRE_RISK_ASSESSMENT,
  ENGLAND_AND_WALES_LICENCE,
  GREAT_BRITAIN_GAS_SAFETY,
  GREAT_BRITAIN_LEGIONELLA,
} from './shared-rules';

/** England, November 2026. Every tenancy of a let home is an assured periodic tenancy since 1 May 2026. */
export const ENGLAND_RULES: readonly ComplianceRule[] = [
  GREAT_BRITAIN_GAS_SAFETY,
  /*
   * Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020 reg. 3: the fixed
   * installation is inspected and tested by a qualified person at intervals of no more than 5 years (sooner
   * when the report says so, recorded as its expiry date); all private tenancies since 1 April 2021. Schedule 1
   * leaves out homes shared with a resident landlord and leases of 7 years or more (exemptions).
   */
  {
    type: 'eicr',
    needs: (facts) => facts.isLet,
    renewal: { every: 'months', months: 60 },
    basis: 'Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020',
  },
  ENGLAND_AND_WALES_EPC,
  /*
   * Smoke and Carbon Monoxide Alarm (England) Regulations 2015, as amended by the Smoke and Carbon Monoxide
   * Alarm (Amendment) Regulations 2022 (from 1 October 2022): a smoke alarm on every storey with living
   * accommodation, a carbon monoxide alarm in every room with a fixed combustion appliance (gas cookers aside),
   * and the landlord checks that they work on the day each tenancy begins.
   */
  {
    type: 'smoke_co_alarms',
    needs: (facts) => facts.isLet,
    renewal: { every: 'tenancy' },
    basis: 'Smoke and Carbon Monoxide Alarm (England) Regulations 2015 as amended 2022: checked at each tenancy start',
  },
  GREAT_BRITAIN_LEGIONELLA,
  ENGLAND_AND_WALES_LICENCE,
  ENGLAND_AND_WALES_FIRE_RISK_ASSESSMENT,
];
