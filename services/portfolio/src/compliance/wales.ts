import type { ComplianceRule } from './compliance-rule';
import {
  ENGLAND_AND_WALES_EPC,
  ENGLAND_AND_WALES_FIRE_RISK_ASSESSMENT,
  ENGLAND_AND_WALES_LICENCE,
  GREAT_BRITAIN_GAS_SAFETY,
  GREAT_BRITAIN_LEGIONELLA,
} from './shared-rules';

/*
 * Wales, November 2026: occupation contracts under the Renting Homes (Wales) Act 2016 since 1 December 2022.
 * The Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022 apply (reg. 4) to secure contracts,
 * periodic standard contracts and fixed term standard contracts of less than 7 years. Registration and
 * licensing with Rent Smart Wales (Housing (Wales) Act 2014 Part 1) belong to the landlord and the agent, not to
 * a property, so they are not items here.
 */
export const WALES_RULES: readonly ComplianceRule[] = [
  GREAT_BRITAIN_GAS_SAFETY,
  /*
   * Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022 reg. 6: a valid electrical condition
   * report during each period of occupation, valid for 5 years from the inspection (or until the earlier date
   * the report gives, recorded as its expiry date).
   */
  {
    type: 'eicr',
    needs: (facts) => facts.isLet,
    renewal: { every: 'months', months: 60 },
    basis: 'Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022 reg. 6: every 5 years',
  },
  ENGLAND_AND_WALES_EPC,
  /*
   * Same Regulations, reg. 5: during each period of occupation a mains-powered smoke alarm on every storey,
   * linked to the others, and a carbon monoxide alarm in every room with a gas, oil or solid fuel appliance.
   * The law asks for working alarms throughout; the check at the start of each contract is CMP-02's rule for
   * showing it.
   */
  {
    type: 'smoke_co_alarms',
    needs: (facts) => facts.isLet,
    renewal: { every: 'tenancy' },
    basis:
      'Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022 reg. 5: checked at each contract start',
  },
  GREAT_BRITAIN_LEGIONELLA,
  ENGLAND_AND_WALES_LICENCE,
  ENGLAND_AND_WALES_FIRE_RISK_ASSESSMENT,
];
