import type { ComplianceRule } from './compliance-rule';

/*
 * Rules whose law covers more than one nation, kept once so that a change in that law is one edit. Each
 * nation's module lists them beside its own. Legal facts as of November 2026.
 */

/**
 * Great Britain: Gas Safety (Installation and Use) Regulations 1998 reg. 36(3): the landlord has every gas
 * appliance and flue they provide checked by a Gas Safe registered engineer at intervals of no more than 12
 * months. Reg. 36A (added by the Gas Safety (Installation and Use) (Amendment) Regulations 2018, from 6 April
 * 2018): a check done within the 2 months ending with the deadline date counts as done on the deadline date,
 * so an early check keeps the old anniversary. Reg. 36 covers homes let on a lease of less than 7 years.
 */
export const GREAT_BRITAIN_GAS_SAFETY: ComplianceRule = {
  type: 'gas_safety',
  needs: (facts) => facts.isLet && facts.hasGasSupply,
  renewal: { every: 'months', months: 12, earlyMonths: 2 },
  basis: 'Gas Safety (Installation and Use) Regulations 1998 reg. 36',
};

/**
 * Great Britain: the Health and Safety at Work etc. Act 1974 and the Control of Substances Hazardous to Health
 * Regulations 2002 make a landlord assess the risk of legionella in the water systems of a let home, as the
 * HSE's Approved Code of Practice L8 describes. The law sets no interval (L8: review regularly and whenever
 * there is reason to think the assessment is no longer valid); the 2 years are business.md's rule (CMP-02).
 */
export const GREAT_BRITAIN_LEGIONELLA: ComplianceRule = {
  type: 'legionella',
  needs: (facts) => facts.isLet,
  renewal: { every: 'months', months: 24 },
  basis: 'Health and Safety at Work etc. Act 1974, COSHH Regulations 2002, HSE ACoP L8 (review every 2 years)',
};

/**
 * England and Wales: the Energy Performance of Buildings (England and Wales) Regulations 2012 require a valid
 * EPC to let a home (valid for 10 years); the Energy Efficiency (Private Rented Property) (England and Wales)
 * Regulations 2015 (minimum energy efficiency standard) forbid letting below band E, for new tenancies from
 * 1 April 2018 and for all from 1 April 2020, unless an exemption is registered on the PRS Exemptions Register.
 * A higher minimum (band C) has been proposed for England, but is not in force in November 2026.
 */
export const ENGLAND_AND_WALES_EPC: ComplianceRule = {
  type: 'epc',
  needs: (facts) => facts.isLet,
  renewal: { every: 'months', months: 120 },
  minimumEpcRating: 'E',
  basis: 'Energy Performance of Buildings (England and Wales) Regulations 2012; minimum band E (MEES Regulations 2015)',
};

/**
 * England and Wales: Housing Act 2004 Part 2 (HMO licensing: mandatory, s. 55, and additional, s. 56) and
 * Part 3 (selective licensing). A licence runs for the period it states, 5 years at most (ss. 68 and 91); the
 * council's own date wins, the 5 years are only the default when none is recorded. Whether a property is
 * licensable depends on its occupation and on the council's schemes, so the rule follows the licence the
 * property is recorded as holding.
 */
export const ENGLAND_AND_WALES_LICENCE: ComplianceRule = {
  type: 'licence',
  needs: (facts) => facts.licence !== 'none',
  renewal: { every: 'months', months: 60 },
  basis: 'Housing Act 2004 Part 2 (HMO) or Part 3 (selective) licence, up to 5 years',
};

/**
 * England and Wales: Regulatory Reform (Fire Safety) Order 2005 art. 9: the responsible person for an HMO or
 * for the common parts of a block keeps a suitable and sufficient fire risk assessment (art. 6 leaves out the
 * inside of single homes; the Fire Safety Act 2021 confirmed that the structure, external walls and flat
 * entrance doors of multi-occupied buildings are in scope). The Order asks for a review "regularly" and sets
 * no interval: the yearly review is the product's default, not law.
 */
export const ENGLAND_AND_WALES_FIRE_RISK_ASSESSMENT: ComplianceRule = {
  type: 'fire_risk_assessment',
  needs: (facts) => (facts.isHmo && facts.isLet) || facts.hasCommonParts,
  renewal: { every: 'months', months: 12 },
  basis: 'Regulatory Reform (Fire Safety) Order 2005 art. 9 (reviewed yearly by default)',
};
