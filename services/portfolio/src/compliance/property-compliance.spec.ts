import {
  COMPLIANCE_EXEMPTION_REASONS,
  COMPLIANCE_EXEMPTIONS,
  COMPLIANCE_ITEM_TYPES,
  COMPLIANCE_PROBLEMS,
  type ComplianceItemType,
  NATIONS,
  PROPERTY_LICENCES,
} from '@pm/contracts';
import type { PropertyFacts } from './compliance-rule';
import { assessCompliance, complianceRules, type ComplianceRecord, requiredItems } from './property-compliance';

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

interface StoredRecord extends ComplianceRecord {
  id: string;
}

let ids = 0;
const record = (type: ComplianceItemType, overrides: Partial<StoredRecord> = {}): StoredRecord => ({
  id: `record-${++ids}`,
  type,
  issuedDate: null,
  expiryDate: null,
  exemptReason: null,
  ...overrides,
});

/** A fully licensed, let HMO with gas and common parts: every item is needed in every nation. */
const everything = (nation: PropertyFacts['nation']) =>
  facts({ nation, isHmo: true, licence: 'hmo_mandatory', hasCommonParts: true });

describe('compliance rules of every nation', () => {
  it.each(NATIONS)('[CMP-02] %s has one rule per item type, each with its legal basis', (nation) => {
    const rules = complianceRules(nation);
    expect(rules.map((rule) => rule.type).sort()).toEqual([...COMPLIANCE_ITEM_TYPES].sort());
    for (const rule of rules) expect(rule.basis.length).toBeGreaterThan(10);
  });

  it.each(NATIONS)('[CMP-02] %s: a let, licensed HMO with gas and common parts needs every item', (nation) => {
    expect(requiredItems(everything(nation)).map((rule) => rule.type)).toEqual(
      complianceRules(nation).map((rule) => rule.type),
    );
  });

  it.each(NATIONS)('[CMP-02] %s: gas safety 12 months, EICR 5 years, EPC 10 years, legionella 2 years', (nation) => {
    const months = Object.fromEntries(
      complianceRules(nation).map((rule) => [rule.type, rule.renewal.every === 'months' ? rule.renewal.months : null]),
    );
    expect(months).toMatchObject({ gas_safety: 12, eicr: 60, epc: 120, legionella: 24, smoke_co_alarms: null });
    expect(months.licence).toBeLessThanOrEqual(60);
  });

  it('[CMP-02] the licence a property holds decides the licence item in England and Wales', () => {
    for (const licence of PROPERTY_LICENCES) {
      for (const nation of ['england', 'wales'] as const) {
        const types = requiredItems(facts({ nation, licence })).map((rule) => rule.type);
        expect(types.includes('licence')).toBe(licence !== 'none');
      }
    }
  });

  it('[CMP-01] every exemption reason is offered by some item', () => {
    const offered = new Set(Object.values(COMPLIANCE_EXEMPTIONS).flat());
    expect([...offered].sort()).toEqual([...COMPLIANCE_EXEMPTION_REASONS].sort());
  });
});

describe('assessCompliance', () => {
  describe.each(NATIONS)('[CMP-01] %s: each item in each state', (nation) => {
    const property = everything(nation);

    it.each(COMPLIANCE_ITEM_TYPES.filter((type) => type !== 'smoke_co_alarms'))('%s', (type) => {
      const status = (records: StoredRecord[]) =>
        assessCompliance(property, records, today).items.find((item) => item.type === type)?.status;
      expect(status([])).toBe('missing');
      expect(status([record(type, { issuedDate: '2026-06-01', expiryDate: '2027-06-01' })])).toBe('valid');
      expect(status([record(type, { issuedDate: '2025-12-27', expiryDate: '2026-12-27' })])).toBe('valid');
      expect(status([record(type, { issuedDate: '2025-12-26', expiryDate: '2026-12-26' })])).toBe('expiring');
      expect(status([record(type, { issuedDate: '2025-11-26', expiryDate: '2026-11-26' })])).toBe('expired');
      expect(status([record(type, { issuedDate: '2025-11-25', expiryDate: '2026-11-25' })])).toBe('expired');
      expect(status([record(type, { exemptReason: 'other' })])).toBe('exempt');
    });

    it('smoke_co_alarms', () => {
      const status = (records: StoredRecord[]) =>
        assessCompliance(property, records, today).items.find((item) => item.type === 'smoke_co_alarms')?.status;
      expect(status([])).toBe('missing');
      expect(status([record('smoke_co_alarms', { issuedDate: '2026-05-01' })])).toBe('valid');
      expect(status([record('smoke_co_alarms', { issuedDate: '2025-05-01' })])).toBe('expired');
      expect(status([record('smoke_co_alarms', { exemptReason: 'resident_landlord' })])).toBe('exempt');
    });
  });

  it('[CMP-02] lists needed-but-missing items as missing and returns the records the statuses come from', () => {
    const gas = record('gas_safety', { issuedDate: '2026-02-01' });
    const { items } = assessCompliance(facts(), [gas], today);
    expect(items.map((item) => [item.type, item.status])).toEqual([
      ['gas_safety', 'valid'],
      ['eicr', 'missing'],
      ['epc', 'missing'],
      ['smoke_co_alarms', 'missing'],
      ['legionella', 'missing'],
    ]);
    expect(items[0]).toMatchObject({ record: gas, dueDate: '2027-02-01', needed: true, problem: null });
    expect(items[1]).toMatchObject({ record: null, dueDate: null });
  });

  it('[CMP-01] the newest certificate of a type counts: a newer one closes an expired one', () => {
    const old = record('gas_safety', { issuedDate: '2025-10-01' });
    const renewed = record('gas_safety', { issuedDate: '2026-11-20' });
    const status = (records: StoredRecord[]) => assessCompliance(facts(), records, today).items[0];
    expect(status([old])).toMatchObject({ status: 'expired', record: old });
    expect(status([old, renewed])).toMatchObject({ status: 'valid', record: renewed });
    expect(status([renewed, old])).toMatchObject({ status: 'valid', record: renewed }); // back-filled history
  });

  it('[CMP-01] an exemption recorded after a certificate replaces it, and a certificate after an exemption replaces that', () => {
    const cert = record('eicr', { issuedDate: '2020-01-01' });
    const exemption = record('eicr', { exemptReason: 'long_lease' });
    const eicr = (records: StoredRecord[]) => assessCompliance(facts(), records, today).items[1];
    expect(eicr([cert, exemption])).toMatchObject({ type: 'eicr', status: 'exempt', record: exemption });
    const newCert = record('eicr', { issuedDate: '2026-10-01' });
    expect(eicr([cert, exemption, newCert])).toMatchObject({ status: 'valid', record: newCert });
  });

  it('[CMP-02] an item recorded but no longer needed is listed and not counted', () => {
    const gas = record('gas_safety', { issuedDate: '2024-01-01' });
    const { items, summary } = assessCompliance(facts({ hasGasSupply: false }), [gas], today);
    expect(items.find((item) => item.type === 'gas_safety')).toMatchObject({ needed: false, status: 'expired' });
    expect(summary.counts.expired).toBe(0);
  });

  describe('[CMP-01] summary', () => {
    const inDate = () => ({
      gas: record('gas_safety', { issuedDate: '2026-06-01' }),
      eicr: record('eicr', { issuedDate: '2024-06-01' }),
      epc: record('epc', { issuedDate: '2020-06-01' }),
      alarms: record('smoke_co_alarms', { issuedDate: '2026-05-01' }),
      legionella: record('legionella', { issuedDate: '2025-06-01' }),
    });
    const allValid = () => Object.values(inDate());

    it('counts the needed items by status; the worst is valid when all are in date', () => {
      const { summary } = assessCompliance(facts(), allValid(), today);
      expect(summary).toEqual({ worst: 'valid', counts: { valid: 5, expiring: 0, expired: 0, missing: 0, exempt: 0 } });
    });

    it('ranks expired over missing over expiring over valid over exempt', () => {
      const worst = (records: StoredRecord[]) => assessCompliance(facts(), records, today).summary.worst;
      const { gas, eicr, epc, alarms } = inDate();
      const expiring = record('legionella', { issuedDate: '2024-12-20' });
      const expired = record('eicr', { issuedDate: '2021-11-26' });
      const exempt = record('legionella', { exemptReason: 'other' });
      expect(worst([gas, eicr, epc, alarms, expiring])).toBe('expiring');
      expect(worst([gas, eicr, epc, expiring])).toBe('missing');
      expect(worst([gas, expired, epc, expiring])).toBe('expired');
      expect(worst([gas, eicr, epc, alarms, exempt])).toBe('valid');
    });

    it('is exempt when every needed item is exempt, and valid when nothing is needed', () => {
      const onlyEpc = facts({ hasGasSupply: false });
      const exempt = (['eicr', 'epc', 'smoke_co_alarms', 'legionella'] as const).map((type) =>
        record(type, { exemptReason: 'other' }),
      );
      expect(assessCompliance(onlyEpc, exempt, today).summary.worst).toBe('exempt');
      const vacant = assessCompliance(facts({ isLet: false, tenancyStartDate: null }), [], today);
      expect(vacant).toEqual({
        items: [],
        summary: { worst: 'valid', counts: { valid: 0, expiring: 0, expired: 0, missing: 0, exempt: 0 } },
      });
    });

    it('counts an EPC below the minimum as missing, naming the problem', () => {
      const { items, summary } = assessCompliance(facts({ epcRating: 'G' }), allValid(), today);
      expect(items.find((item) => item.type === 'epc')?.problem).toBe(COMPLIANCE_PROBLEMS[0]);
      expect(summary).toMatchObject({ worst: 'missing', counts: { valid: 4, missing: 1 } });
    });
  });
});
