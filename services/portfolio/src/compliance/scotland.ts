import type { ComplianceRule } from './compliance-rule';
import { GREAT_BRITAIN_GAS_SAFETY, GREAT_BRITAIN_LEGIONELLA } from './shared-rules';

/*
 * Scotland, November 2026: private residential tenancies; the repairing standard of the Housing (Scotland)
 * Act 2006 (s. 13) applies to them. Landlord registration (Antisocial Behaviour etc. (Scotland) Act 2004
 * Part 8) belongs to the landlord, not to a property, so it is not an item here.
 */
export const SCOTLAND_RULES: readonly ComplianceRule[] = [
  GREAT_BRITAIN_GAS_SAFETY,
  /*
   * Housing (Scotland) Act 2006 s. 13(4A) and ss. 19A-19B (added by the Housing (Scotland) Act 2014) with the
   * Scottish Government's statutory guidance: an electrical safety inspection by a competent person before a
   * tenancy starts and at most 5 years after the previous one (all tenancies since 1 December 2016). The
   * inspection is an EICR with a portable appliance test of the appliances the landlord provides, recorded
   * together as this item.
   */
  {
    type: 'eicr',
    needs: (facts) => facts.isLet,
    renewal: { every: 'months', months: 60 },
    basis: 'Housing (Scotland) Act 2006 ss. 13(4A), 19A-19B: EICR and appliance test every 5 years',
  },
  /*
   * Energy Performance of Buildings (Scotland) Regulations 2008: a valid EPC (10 years) to let a home. No
   * minimum rating for letting is in force in Scotland as far as we could source in November 2026 (a minimum
   * standard for private lets has been proposed), so no band is enforced here.
   */
  {
    type: 'epc',
    needs: (facts) => facts.isLet,
    renewal: { every: 'months', months: 120 },
    basis: 'Energy Performance of Buildings (Scotland) Regulations 2008',
  },
  /*
   * Repairing standard (Housing (Scotland) Act 2006 s. 13(1)): satisfactory provision for detecting fires and
   * giving warning of them and for detecting carbon monoxide. Since 1 February 2022 every home must have
   * interlinked alarms (the tolerable standard, Housing (Scotland) Act 1987 s. 86, as extended by the Housing
   * (Scotland) Act 1987 (Tolerable Standard) (Extension of Criteria) Order 2019): smoke alarms in the living
   * room and every hall and landing, a heat alarm in the kitchen, all linked, and a carbon monoxide alarm where
   * there is a fixed combustion appliance or flue. Checked at each tenancy start (CMP-02).
   */
  {
    type: 'smoke_co_alarms',
    needs: (facts) => facts.isLet,
    renewal: { every: 'tenancy' },
    basis:
      'Repairing standard, Housing (Scotland) Act 2006 s. 13; interlinked alarms since 2022: checked at each tenancy start',
  },
  GREAT_BRITAIN_LEGIONELLA,
  /*
   * Housing (Scotland) Act 2006 Part 5: every HMO (3 or more people from more than two families sharing
   * amenities, s. 125) must be licensed (s. 124), whatever its size, so a let HMO needs a licence even when
   * none is recorded. Scotland has no additional or selective licensing; a licence recorded as selective is
   * not an item here. A licence runs for the period the council sets: 3 years is the usual period and, as far as
   * we could source, the longest, so it is the default when no date is recorded (business.md's "up to 5 years"
   * is the England and Wales maximum).
   */
  {
    type: 'licence',
    needs: (facts) =>
      (facts.isHmo && facts.isLet) || facts.licence === 'hmo_mandatory' || facts.licence === 'hmo_additional',
    renewal: { every: 'months', months: 36 },
    basis: 'Housing (Scotland) Act 2006 Part 5: HMO licence',
  },
  /*
   * Fire (Scotland) Act 2005 Part 3 and the Fire Safety (Scotland) Regulations 2006: a fire safety risk
   * assessment, kept under review, for relevant premises, which include HMOs that need a licence. Part 3 leaves
   * out domestic premises, and we could not source a duty for the common parts of a block of flats in Scotland:
   * the common parts follow business.md's rule (CMP-02). The law sets no interval: the yearly review is the
   * product's default.
   */
  {
    type: 'fire_risk_assessment',
    needs: (facts) => (facts.isHmo && facts.isLet) || facts.hasCommonParts,
    renewal: { every: 'months', months: 12 },
    basis: 'Fire (Scotland) Act 2005 Part 3 (HMOs); common parts as business.md asks (reviewed yearly by default)',
  },
];
