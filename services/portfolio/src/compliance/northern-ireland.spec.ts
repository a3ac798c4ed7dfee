import type { ComplianceItemType } from '@pm/contracts';
import type { PropertyFacts } from './compliance-rule';
import { NORTHERN_IRELAND_RULES } from './northern-ireland';
import { assessCompliance, type ComplianceRecord, requiredItems } from './property-compliance';

const today = '2026-11-26';

const facts = (overrides: Partial<PropertyFacts> = {}): PropertyFacts => ({
  nation: 'northern_ireland',
  hasGasSupply: true,
  isHmo: false,
  licence: 'none',
  hasCommonParts: false,
  isLet: true,
  tenancyStartDate: '2025-09-01',
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

describe('Northern Ireland compliance rules', () => {
  it('[CMP-02] every private tenancy needs an EICR and the alarm check in November 2026, with gas safety, EPC and legionella', () => {
    expect(needed({})).toEqual(['gas_safety', 'eicr', 'epc', 'smoke_co_alarms', 'legionella']);
    expect(needed({ hasGasSupply: false })).not.toContain('gas_safety');
    expect(needed({ isLet: false, tenancyStartDate: null })).toEqual([]);
  });

  it('[CMP-02] every let HMO needs a licence, recorded or not; no selective licensing', () => {
    expect(needed({ isHmo: true })).toEqual(expect.arrayContaining(['licence', 'fire_risk_assessment']));
    expect(needed({ licence: 'hmo_mandatory', isLet: false, tenancyStartDate: null })).toEqual(['licence']);
    expect(needed({ licence: 'selective' })).not.toContain('licence');
  });

  it.each([
    ['gas_safety', '2026-01-10', '2027-01-10'],
    ['eicr', '2025-03-15', '2030-03-15'],
    ['epc', '2017-06-15', '2027-06-15'],
    ['legionella', '2025-02-01', '2027-02-01'],
    ['licence', '2022-04-01', '2027-04-01'], // up to 5 years
    ['fire_risk_assessment', '2026-03-01', '2027-03-01'],
  ] as const)('[CMP-02] %s issued on %s runs to %s', (type, issuedDate, dueDate) => {
    const item = itemOf(type, [record(type, { issuedDate })], { isHmo: true });
    expect(item?.dueDate).toBe(dueDate);
  });

  it('[CMP-02] gas safety: 12 months from each check (no early-check window sourced for Northern Ireland)', () => {
    const checks = [
      record('gas_safety', { issuedDate: '2025-12-10' }),
      record('gas_safety', { issuedDate: '2026-11-20' }),
    ];
    expect(itemOf('gas_safety', checks)?.dueDate).toBe('2027-11-20');
  });

  it('[CMP-02] no minimum EPC band applies in Northern Ireland', () => {
    const epc = [record('epc', { issuedDate: '2020-06-01' })];
    expect(itemOf('epc', epc, { epcRating: 'F' })).toMatchObject({ status: 'valid', problem: null });
  });

  it('[CMP-01] the gas safety record expiring today is expired; yesterday too', () => {
    expect(itemOf('gas_safety', [record('gas_safety', { expiryDate: '2026-11-26' })])?.status).toBe('expired');
    expect(itemOf('gas_safety', [record('gas_safety', { expiryDate: '2026-11-25' })])?.status).toBe('expired');
    expect(itemOf('gas_safety', [record('gas_safety', { expiryDate: '2026-11-27' })])?.status).toBe('expiring');
  });

  it('[CMP-02] the alarm check at the tenancy start', () => {
    expect(itemOf('smoke_co_alarms', [record('smoke_co_alarms', { issuedDate: '2025-09-01' })])?.status).toBe('valid');
    expect(itemOf('smoke_co_alarms', [])?.status).toBe('missing');
  });

  it('[CMP-02] every rule names its Northern Ireland legal basis', () => {
    for (const rule of NORTHERN_IRELAND_RULES) expect(rule.basis).toMatch(/Northern Ireland|\(NI\)/);
  });
});
