import type { ComplianceItemType } from '@pm/contracts';
import type { PropertyFacts } from './compliance-rule';
import { ENGLAND_RULES } from './england';
import { assessCompliance, type ComplianceRecord, requiredItems } from './property-compliance';

const today = '2026-11-26';

const facts = (overrides: Partial<PropertyFacts> = {}): PropertyFacts => ({
  nation: 'england',
  hasGasSupply: true,
  isHmo: false,
  licence: 'none',
  hasCommonParts: false,
  isLet: true,
  tenancyStartDate: '2026-05-01',
  epcRating: 'C',
  epcMinimumExempt: false,
  ...overrides,
});

const record = (type: ComplianceItemType, overrides: Partial<ComplianceRecord> = {}): ComplianceRecord => ({
  type,
  issuedDate: null,
  expiryDate: null,
  exemptReason: null,
  ...overrides,
});

const needed = (overrides: Partial<PropertyFacts>) => requiredItems(facts(overrides)).map((rule) => rule.type);

const itemOf = (type: ComplianceItemType, records: ComplianceRecord[], overrides: Partial<PropertyFacts> = {}) =>
  assessCompliance(facts(overrides), records, today).items.find((item) => item.type === type);

describe('England compliance rules', () => {
  it('[CMP-02] a let home with gas needs gas safety, EICR, EPC, the alarm check and legionella', () => {
    expect(needed({})).toEqual(['gas_safety', 'eicr', 'epc', 'smoke_co_alarms', 'legionella']);
  });

  it('[CMP-02] a gas safety record only with a gas supply', () => {
    expect(needed({ hasGasSupply: false })).not.toContain('gas_safety');
  });

  it('[CMP-02] a home that is not let needs nothing that a tenancy brings', () => {
    expect(needed({ isLet: false, tenancyStartDate: null })).toEqual([]);
  });

  it.each(['hmo_mandatory', 'hmo_additional', 'selective'] as const)(
    '[CMP-02] a property holding a %s licence needs it, let or not',
    (licence) => {
      expect(needed({ licence })).toContain('licence');
      expect(needed({ licence, isLet: false, tenancyStartDate: null })).toEqual(['licence']);
    },
  );

  it('[CMP-02] an HMO without a recorded licence needs none (licensability depends on occupation and the council)', () => {
    expect(needed({ isHmo: true })).not.toContain('licence');
  });

  it('[CMP-02] a fire risk assessment for a let HMO and for common parts', () => {
    expect(needed({})).not.toContain('fire_risk_assessment');
    expect(needed({ isHmo: true })).toContain('fire_risk_assessment');
    expect(needed({ isHmo: true, isLet: false, tenancyStartDate: null })).not.toContain('fire_risk_assessment');
    expect(needed({ hasCommonParts: true, isLet: false, tenancyStartDate: null })).toEqual(['fire_risk_assessment']);
  });

  it.each([
    ['gas_safety', '2026-01-10', '2027-01-10'], // 12 months
    ['eicr', '2022-03-01', '2027-03-01'], // 5 years
    ['epc', '2017-06-15', '2027-06-15'], // 10 years
    ['legionella', '2025-02-01', '2027-02-01'], // 2 years (business.md)
    ['licence', '2022-04-01', '2027-04-01'], // up to 5 years
    ['fire_risk_assessment', '2026-03-01', '2027-03-01'], // yearly review, the product's default
  ] as const)('[CMP-02] %s issued on %s runs to %s', (type, issuedDate, dueDate) => {
    const item = itemOf(type, [record(type, { issuedDate })], { isHmo: true, licence: 'hmo_mandatory' });
    expect(item).toMatchObject({ needed: true, dueDate, status: 'valid' });
  });

  it('[CMP-02] the date a certificate or licence states wins over the renewal period', () => {
    const eicr = itemOf('eicr', [record('eicr', { issuedDate: '2024-01-10', expiryDate: '2026-12-10' })]);
    expect(eicr).toMatchObject({ dueDate: '2026-12-10', status: 'expiring' });
  });

  describe('[CMP-02] gas safety checked early keeps its anniversary (reg. 36A)', () => {
    const previous = record('gas_safety', { issuedDate: '2025-12-10' }); // due 2026-12-10

    it.each([
      ['2026-11-26', '2027-12-10'], // within the 2 months before the due date
      ['2026-10-11', '2027-12-10'], // first day of the window
      ['2026-12-10', '2027-12-10'], // on the due date
      ['2026-10-10', '2027-10-10'], // more than 2 months early: 12 months from the check
      ['2026-12-20', '2027-12-20'], // late: 12 months from the check
    ])('a check on %s is next due on %s', (issuedDate, dueDate) => {
      const item = itemOf('gas_safety', [previous, record('gas_safety', { issuedDate })]);
      expect(item?.dueDate).toBe(dueDate);
    });
  });

  describe('[CMP-02] EPC rated E or better to let (MEES)', () => {
    const epc = [record('epc', { issuedDate: '2020-06-01' })];

    it.each(['A', 'C', 'E'] as const)('a band %s EPC in date is valid', (epcRating) => {
      expect(itemOf('epc', epc, { epcRating })).toMatchObject({ status: 'valid', problem: null });
    });

    it.each(['F', 'G'] as const)('a band %s EPC does not let the property be let: missing', (epcRating) => {
      expect(itemOf('epc', epc, { epcRating })).toMatchObject({ status: 'missing', problem: 'epc_below_minimum' });
    });

    it('a registered exemption from the minimum lets a band F property be let', () => {
      expect(itemOf('epc', epc, { epcRating: 'F', epcMinimumExempt: true })).toMatchObject({
        status: 'valid',
        problem: null,
      });
    });

    it('an expired band G EPC stays expired, with the problem named', () => {
      const old = [record('epc', { issuedDate: '2016-01-01' })];
      expect(itemOf('epc', old, { epcRating: 'G' })).toMatchObject({ status: 'expired', problem: 'epc_below_minimum' });
    });

    it('a property not let is not held to the minimum', () => {
      const item = itemOf('epc', epc, { epcRating: 'G', isLet: false, tenancyStartDate: null });
      expect(item).toMatchObject({ needed: false, status: 'valid', problem: null });
    });
  });

  describe('[CMP-02] alarms checked at each tenancy start', () => {
    it('a check on or shortly before the start covers the tenancy, with nothing to renew until the next', () => {
      for (const issuedDate of ['2026-05-01', '2026-04-01', '2026-06-15']) {
        const item = itemOf('smoke_co_alarms', [record('smoke_co_alarms', { issuedDate })]);
        expect(item).toMatchObject({ status: 'valid', dueDate: null });
      }
    });

    it('a check from an earlier tenancy expired the day the current one started', () => {
      const item = itemOf('smoke_co_alarms', [record('smoke_co_alarms', { issuedDate: '2026-03-31' })]);
      expect(item).toMatchObject({ status: 'expired', dueDate: '2026-05-01' });
    });

    it('a check from the last tenancy is expiring when the next tenancy starts within 30 days', () => {
      const checks = [record('smoke_co_alarms', { issuedDate: '2025-09-01' })];
      expect(itemOf('smoke_co_alarms', checks, { tenancyStartDate: '2026-12-20' })).toMatchObject({
        status: 'expiring',
        dueDate: '2026-12-20',
      });
      expect(itemOf('smoke_co_alarms', checks, { tenancyStartDate: '2027-01-15' })?.status).toBe('valid');
    });

    it('missing when a let home has no check recorded', () => {
      expect(itemOf('smoke_co_alarms', [])?.status).toBe('missing');
    });
  });

  describe('[CMP-01] exemptions', () => {
    it.each([
      ['gas_safety', 'no_gas_supply'],
      ['eicr', 'resident_landlord'],
      ['eicr', 'long_lease'],
      ['smoke_co_alarms', 'resident_landlord'],
      ['epc', 'listed_building'],
    ] as const)('%s exempt for %s', (type, exemptReason) => {
      expect(itemOf(type, [record(type, { exemptReason })])?.status).toBe('exempt');
    });

    it('an EICR exempt as a new build runs until its installation certificate needs a report', () => {
      const exempt = record('eicr', { exemptReason: 'new_build_within_warranty', expiryDate: '2026-12-20' });
      expect(itemOf('eicr', [exempt])?.status).toBe('expiring');
    });

    it('a reason the item does not offer exempts nothing', () => {
      expect(itemOf('eicr', [record('eicr', { exemptReason: 'listed_building' })])?.status).toBe('missing');
      expect(itemOf('gas_safety', [record('gas_safety', { exemptReason: 'resident_landlord' })])?.status).toBe(
        'missing',
      );
    });
  });

  it('[CMP-02] every rule names its legal basis', () => {
    for (const rule of ENGLAND_RULES) expect(rule.basis).toMatch(/Regulations|Act|Order/);
  });
});
