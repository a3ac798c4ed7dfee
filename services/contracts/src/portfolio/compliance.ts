/**
 * CMP-01..02: the vocabulary of compliance items. Which items a property needs, their renewal periods and
 * the law behind each live in the portfolio service's rules per nation (`services/portfolio/src/compliance`).
 */

/** Every item a property may need (CMP-02). `licence` is the HMO or selective licence the property holds. */
export const COMPLIANCE_ITEM_TYPES = [
  'gas_safety',
  'eicr',
  'epc',
  'smoke_co_alarms',
  'legionella',
  'licence',
  'fire_risk_assessment',
] as const;
export type ComplianceItemType = (typeof COMPLIANCE_ITEM_TYPES)[number];

/**
 * An item's state on a day in Europe/London (CMP-01): `expiring` within 30 days of its expiry date, `expired`
 * from its expiry date on (an item whose expiry date is today is expired today), `missing` when needed and not
 * recorded, `exempt` with a reason from the list below.
 */
export const COMPLIANCE_STATUSES = ['valid', 'expiring', 'expired', 'missing', 'exempt'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/**
 * Why an item is not needed although the rules ask for it. Each item offers only the reasons that can apply
 * to it (`COMPLIANCE_EXEMPTIONS`); `other` needs a note.
 */
export const COMPLIANCE_EXEMPTION_REASONS = [
  'no_gas_supply',
  'listed_building',
  'new_build_within_warranty',
  'resident_landlord',
  'long_lease',
  'temporary_exemption_notice',
  'other',
] as const;
export type ComplianceExemptionReason = (typeof COMPLIANCE_EXEMPTION_REASONS)[number];

/**
 * The reasons each item may be exempt for:
 * - `no_gas_supply`: no gas appliance, fitting or flue to check.
 * - `listed_building` (EPC): listed buildings are exempt only where meeting the requirements would unacceptably
 *   alter their character (Energy Performance of Buildings (England and Wales) Regulations 2012).
 * - `new_build_within_warranty` (EICR): a new installation's Electrical Installation Certificate stands in for
 *   the first report; record its end as the exemption's expiry date.
 * - `resident_landlord`, `long_lease`: tenancies the electrical safety and alarm regulations leave out (shared
 *   with a resident landlord or their family; a lease of 7 years or more). A long lease also takes a home out of
 *   the landlord's gas safety check (Gas Safety (Installation and Use) Regulations 1998 reg. 36).
 * - `temporary_exemption_notice` (licence): a council's temporary exemption from licensing while the property
 *   stops being licensable (Housing Act 2004 ss. 62 and 86; Housing (Scotland) Act 2006 s. 142).
 */
export const COMPLIANCE_EXEMPTIONS: Readonly<Record<ComplianceItemType, readonly ComplianceExemptionReason[]>> = {
  gas_safety: ['no_gas_supply', 'long_lease', 'other'],
  eicr: ['new_build_within_warranty', 'resident_landlord', 'long_lease', 'other'],
  epc: ['listed_building', 'other'],
  smoke_co_alarms: ['resident_landlord', 'long_lease', 'other'],
  legionella: ['other'],
  licence: ['temporary_exemption_notice', 'other'],
  fire_risk_assessment: ['other'],
};

/** PROP-02: the licence a property holds (Housing Act 2004 Part 2 for HMOs, Part 3 for selective licensing). */
export const PROPERTY_LICENCES = ['none', 'hmo_mandatory', 'hmo_additional', 'selective'] as const;
export type PropertyLicence = (typeof PROPERTY_LICENCES)[number];

/** EPC energy efficiency bands, best first. */
export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];

/** Why an item counts against the property although its dates are in order. */
export const COMPLIANCE_PROBLEMS = ['epc_below_minimum'] as const;
export type ComplianceProblem = (typeof COMPLIANCE_PROBLEMS)[number];

/** A property's compliance at a glance: what the property list and the portfolio filter and count by. */
export interface ComplianceSummary {
  /** The worst status among the items the property needs (expired, missing, expiring, valid, exempt); `valid` when it needs none. */
  worst: ComplianceStatus;
  /** How many needed items are in each status. */
  counts: Record<ComplianceStatus, number>;
}
