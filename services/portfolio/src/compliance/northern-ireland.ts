import type { ComplianceRule } from './compliance-rule';

/*
 * Northern Ireland, November 2026: private tenancies under the Private Tenancies (Northern Ireland) Order 2006,
 * as amended by the Private Tenancies Act (Northern Ireland) 2022 (which added the alarm and electrical safety
 * duties below). Landlord registration (Landlord Registration Scheme Regulations (Northern Ireland) 2014)
 * belongs to the landlord, not to a property, so it is not an item here.
 */
export const NORTHERN_IRELAND_RULES: readonly ComplianceRule[] = [
  /*
   * Gas Safety (Installation and Use) Regulations (Northern Ireland) 2004 reg. 36: a check of every gas
   * appliance and flue the landlord provides at intervals of no more than 12 months. We could not source a
   * Northern Ireland counterpart of Great Britain's early-check window (reg. 36A of the 1998 Regulations), so
   * the 12 months run from the day of each check.
   */
  {
    type: 'gas_safety',
    needs: (facts) => facts.isLet && facts.hasGasSupply,
    renewal: { every: 'months', months: 12 },
    basis: 'Gas Safety (Installation and Use) Regulations (Northern Ireland) 2004 reg. 36',
  },
  /*
   * Electrical Safety Standards for Private Tenancies Regulations (Northern Ireland) 2024 (made under arts.
   * 11I-11K of the 2006 Order, added by s. 10 of the 2022 Act): the installation inspected and tested by a
   * qualified person at least every 5 years (sooner when the report says so), for tenancies granted from
   * 1 April 2025 and for earlier ones from 1 December 2025, so for every private tenancy in November 2026.
   */
  {
    type: 'eicr',
    needs: (facts) => facts.isLet,
    renewal: { every: 'months', months: 60 },
    basis: 'Electrical Safety Standards for Private Tenancies Regulations (Northern Ireland) 2024: every 5 years',
  },
  /*
   * Energy Performance of Buildings (Certificates and Inspections) Regulations (Northern Ireland) 2008: a valid
   * EPC (10 years) to let a home. No minimum rating for letting applies in Northern Ireland.
   */
  {
    type: 'epc',
    needs: (facts) => facts.isLet,
    renewal: { every: 'months', months: 120 },
    basis: 'Energy Performance of Buildings (Certificates and Inspections) Regulations (Northern Ireland) 2008',
  },
  /*
   * Smoke, Heat and Carbon Monoxide Alarms for Private Tenancies Regulations (Northern Ireland) 2024 (made under
   * art. 11B of the 2006 Order, added by s. 8 of the 2022 Act), for tenancies granted from 1 September 2024 and
   * for all from 1 December 2024: smoke alarms in the main living room and every hall and landing, a heat alarm
   * in every kitchen, smoke and heat alarms linked, and a carbon monoxide alarm wherever there is a fixed
   * combustion appliance or flue; at the start of each tenancy the alarms are confirmed to work.
   */
  {
    type: 'smoke_co_alarms',
    needs: (facts) => facts.isLet,
    renewal: { every: 'tenancy' },
    basis:
      'Smoke, Heat and Carbon Monoxide Alarms for Private Tenancies Regulations (Northern Ireland) 2024: checked at each tenancy start',
  },
  /*
   * Health and Safety at Work (Northern Ireland) Order 1978 and the Control of Substances Hazardous to Health
   * Regulations (Northern Ireland) 2003, with the Approved Code of Practice L8 that HSENI applies: a legionella
   * risk assessment of a let home's water systems. The law sets no interval; the 2 years are business.md's rule.
   */
  {
    type: 'legionella',
    needs: (facts) => facts.isLet,
    renewal: { every: 'months', months: 24 },
    basis:
      'Health and Safety at Work (Northern Ireland) Order 1978, COSHH Regulations (NI) 2003, ACoP L8 (review every 2 years)',
  },
  /*
   * Houses in Multiple Occupation Act (Northern Ireland) 2016: every HMO (3 or more people from more than two
   * households) must be licensed by the council, for up to 5 years, so a let HMO needs a licence even when none is
   * recorded. Northern Ireland has no selective licensing; a licence recorded as selective is not an item here.
   */
  {
    type: 'licence',
    needs: (facts) =>
      (facts.isHmo && facts.isLet) || facts.licence === 'hmo_mandatory' || facts.licence === 'hmo_additional',
    renewal: { every: 'months', months: 60 },
    basis: 'Houses in Multiple Occupation Act (Northern Ireland) 2016: HMO licence, up to 5 years',
  },
  /*
   * Fire and Rescue Services (Northern Ireland) Order 2006 Part 3 and the Fire Safety Regulations (Northern
   * Ireland) 2010: a fire risk assessment, kept under review, for premises other than single private homes,
   * which takes in HMOs. We could not source whether the common parts of a block of flats are in scope in
   * Northern Ireland: they follow business.md's rule (CMP-02). The law sets no interval: the yearly review is the
   * product's default.
   */
  {
    type: 'fire_risk_assessment',
    needs: (facts) => (facts.isHmo && facts.isLet) || facts.hasCommonParts,
    renewal: { every: 'months', months: 12 },
    basis:
      'Fire and Rescue Services (Northern Ireland) Order 2006, Fire Safety Regulations (NI) 2010 (reviewed yearly by default)',
  },
];
