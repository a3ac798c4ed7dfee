import type { ComplianceItemType } from '@pm/contracts';
import type { PropertyFacts } from './compliance-rule';
import { assessCompliance, type ComplianceRecord, requiredItems } from './property-compliance';
import { SCOTLAND_RULES } from './scotland';

const today = '2026-11-26';

const facts = (overrides: Partial<PropertyFacts> = {}): PropertyFacts => ({
  nation: 'scotland',
  hasGasSupply: true,
  isHmo: false,
  licence: 'none',
  hasCommonParts: false,
  isLet: true,
  tenancyStartDate: '2026-08-01',
  epcRating: 'D',
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

describe('Scotland compliance rules', () => {
  it('[CMP-02] a let home with gas needs gas safety, EICR, EPC, the interlinked alarm check and legionella', () => {
    expect(needed({})).toEqual(['gas_safety', 'eicr', 'epc', 'smoke_co_alarms', 'legionella']);
    expect(needed({ hasGasSupply: false })).not.toContain('gas_safety');
    expect(needed({ isLet: false, tenancyStartDate: null })).toEqual([]);
  });

  it('[CMP-02] every let HMO needs a licence, recorded or not; a licence held is needed, let or not', () => {
    expect(needed({ isHmo: true })).toEqual(expect.arrayContaining(['licence', 'fire_risk_assessment']));
    expect(needed({ licence: 'hmo_mandatory', isLet: false, tenancyStartDate: null })).toEqual(['licence']);
  });

  it('[CMP-02] Scotland has no selective licensing: a licence recorded as selective is not an item', () => {
    expect(needed({ licence: 'selective' })).not.toContain('licence');
  });

  it('[CMP-02] a fire risk assessment for a let HMO and for common parts (business.md)', () => {
    expect(needed({})).not.toContain('fire_risk_assessment');
    expect(needed({ hasCommonParts: true, isLet: false, tenancyStartDate: null })).toEqual(['fire_risk_assessment']);
  });

  it.each([
    ['gas_safety', '2026-01-10', '2027-01-10'],
    ['eicr', '2022-03-01', '2027-03-01'],
    ['epc', '2017-06-15', '2027-06-15'],
    ['legionella', '2025-02-01', '2027-02-01'],
    ['licence', '2024-04-01', '2027-04-01'], // 3 years
    ['fire_risk_assessment', '2026-03-01', '2027-03-01'],
  ] as const)('[CMP-02] %s issued on %s runs to %s', (type, issuedDate, dueDate) => {
    const item = itemOf(type, [record(type, { issuedDate })], { isHmo: true });
    expect(item?.dueDate).toBe(dueDate);
  });

  it('[CMP-01] an HMO licence expiring in exactly 30 days is expiring; in 31 days, valid', () => {
    expect(itemOf('licence', [record('licence', { expiryDate: '2026-12-26' })], { isHmo: true })?.status).toBe(
      'expiring',
    );
    expect(itemOf('licence', [record('licence', { expiryDate: '2026-12-27' })], { isHmo: true })?.status).toBe('valid');
  });

  it('[CMP-02] no minimum EPC band is enforced in Scotland', () => {
    const epc = [record('epc', { issuedDate: '2020-06-01' })];
    expect(itemOf('epc', epc, { epcRating: 'G' })).toMatchObject({ status: 'valid', problem: null });
  });

  it('[CMP-02] gas safety checked early keeps its anniversary in Scotland too (reg. 36A covers Great Britain)', () => {
    const checks = [
      record('gas_safety', { issuedDate: '2025-12-10' }),
      record('gas_safety', { issuedDate: '2026-11-20' }),
    ];
    expect(itemOf('gas_safety', checks)?.dueDate).toBe('2027-12-10');
  });

  it('[CMP-02] the alarm check covers the tenancy it was done for', () => {
    expect(itemOf('smoke_co_alarms', [record('smoke_co_alarms', { issuedDate: '2026-07-25' })])?.status).toBe('valid');
    expect(itemOf('smoke_co_alarms', [record('smoke_co_alarms', { issuedDate: '2024-07-25' })])?.status).toBe(
      'expired',
    );
  });

  it('[CMP-01] an HMO licence under a temporary exemption order is exempt until the order ends', () => {
    const exemption = record('licence', { exemptReason: 'temporary_exemption_notice', expiryDate: '2027-02-01' });
    expect(itemOf('licence', [exemption], { isHmo: true })?.status).toBe('exempt');
    expect(itemOf('licence', [exemption], { isHmo: true, licence: 'hmo_mandatory' })?.status).toBe('exempt');
  });

  it('[CMP-02] every rule names its legal basis', () => {
    for (const rule of SCOTLAND_RULES) expect(rule.basis).toMatch(/Regulations|Act|Order|standard/);
    expect(SCOTLAND_RULES.find((rule) => rule.type === 'licence')?.basis).toMatch(/Housing \(Scotland\) Act 2006/);
  });
});
