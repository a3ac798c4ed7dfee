import type { ComplianceItemType } from '@pm/contracts';
import type { PropertyFacts } from './compliance-rule';
import { assessCompliance, type ComplianceRecord, requiredItems } from './property-compliance';
import { WALES_RULES } from './wales';

const today = '2026-11-26';

const facts = (overrides: Partial<PropertyFacts> = {}): PropertyFacts => ({
  nation: 'wales',
  hasGasSupply: true,
  isHmo: false,
  licence: 'none',
  hasCommonParts: false,
  isLet: true,
  tenancyStartDate: '2026-02-01',
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

describe('Wales compliance rules', () => {
  it('[CMP-02] a let home with gas needs gas safety, an electrical condition report, EPC, the alarm check and legionella', () => {
    expect(needed({})).toEqual(['gas_safety', 'eicr', 'epc', 'smoke_co_alarms', 'legionella']);
    expect(needed({ hasGasSupply: false })).toEqual(['eicr', 'epc', 'smoke_co_alarms', 'legionella']);
    expect(needed({ isLet: false, tenancyStartDate: null })).toEqual([]);
  });

  it('[CMP-02] HMO and selective licences (Housing Act 2004) and fire risk assessments as in England', () => {
    expect(needed({ licence: 'selective', isLet: false, tenancyStartDate: null })).toEqual(['licence']);
    expect(needed({ isHmo: true, licence: 'hmo_additional' })).toEqual(
      expect.arrayContaining(['licence', 'fire_risk_assessment']),
    );
    expect(needed({ hasCommonParts: true })).toContain('fire_risk_assessment');
  });

  it.each([
    ['gas_safety', '2026-01-10', '2027-01-10'],
    ['eicr', '2021-12-01', '2026-12-01'], // reg. 6: valid for 5 years from the inspection day
    ['epc', '2017-06-15', '2027-06-15'],
    ['legionella', '2025-02-01', '2027-02-01'],
    ['licence', '2022-04-01', '2027-04-01'],
    ['fire_risk_assessment', '2026-03-01', '2027-03-01'],
  ] as const)('[CMP-02] %s issued on %s runs to %s', (type, issuedDate, dueDate) => {
    const item = itemOf(type, [record(type, { issuedDate })], { isHmo: true, licence: 'hmo_mandatory' });
    expect(item?.dueDate).toBe(dueDate);
  });

  it('[CMP-01] the electrical condition report of 1 Dec 2021 is expiring on 26 Nov 2026 and expired on 1 Dec 2026', () => {
    const eicr = [record('eicr', { issuedDate: '2021-12-01' })];
    expect(itemOf('eicr', eicr)?.status).toBe('expiring');
    expect(assessCompliance(facts(), eicr, '2026-12-01').items.find((item) => item.type === 'eicr')?.status).toBe(
      'expired',
    );
  });

  it('[CMP-02] EPC band E or better to let, as in England', () => {
    const epc = [record('epc', { issuedDate: '2020-06-01' })];
    expect(itemOf('epc', epc, { epcRating: 'E' })?.status).toBe('valid');
    expect(itemOf('epc', epc, { epcRating: 'F' })).toMatchObject({ status: 'missing', problem: 'epc_below_minimum' });
  });

  it('[CMP-02] the alarm check covers the contract that started after it', () => {
    expect(itemOf('smoke_co_alarms', [record('smoke_co_alarms', { issuedDate: '2026-01-28' })])?.status).toBe('valid');
    expect(itemOf('smoke_co_alarms', [record('smoke_co_alarms', { issuedDate: '2025-01-28' })])).toMatchObject({
      status: 'expired',
      dueDate: '2026-02-01',
    });
  });

  it('[CMP-01] gas safety exempt with no gas supply; legionella missing when not recorded', () => {
    expect(itemOf('gas_safety', [record('gas_safety', { exemptReason: 'no_gas_supply' })])?.status).toBe('exempt');
    expect(itemOf('legionella', [])?.status).toBe('missing');
  });

  it('[CMP-02] every rule names its legal basis', () => {
    for (const rule of WALES_RULES) expect(rule.basis).toMatch(/Regulations|Act|Order/);
    expect(WALES_RULES.find((rule) => rule.type === 'eicr')?.basis).toMatch(/Wales/);
  });
});
