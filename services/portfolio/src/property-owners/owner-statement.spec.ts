import { PropertyOwnerFieldException } from './property-owners.errors';
import { buildOwnerStatement, monthRange, percentFeePence, type StatementInputs } from './owner-statement';
import { checkStatementMonth } from './owner-statements.service';

const property = (id: string) => ({
  id,
  reference: id.toUpperCase(),
  addressLine1: `1 ${id} Street`,
  addressLine2: null,
  city: 'Leeds',
  postcode: 'LS1 6AZ',
});
const NO_REPAIRS = { recorded: false, byProperty: new Map<string, number>() };
const inputs = (overrides: Partial<StatementInputs> = {}): StatementInputs => ({
  owner: {
    id: 'o1',
    name: 'M Holloway',
    managementFeeKind: 'percent',
    managementFeePercent: 8.5,
    managementFeeFixedPence: null,
  },
  month: '2026-10',
  properties: [property('a'), property('b')],
  rentReceived: new Map([
    ['a', 95_001],
    ['b', 100_000],
  ]),
  repairCosts: NO_REPAIRS,
  ...overrides,
});

describe('owner statement arithmetic', () => {
  it('[OWN-02] rounds a percent fee half up to the penny, in whole pence', () => {
    expect(percentFeePence(95_001, 850)).toBe(8075); // 8075.085p
    expect(percentFeePence(1_000, 1225)).toBe(123); // 122.5p → 123p
    expect(percentFeePence(999, 1250)).toBe(125); // 124.875p
    expect(percentFeePence(1_001, 1250)).toBe(125); // 125.125p
    expect(percentFeePence(0, 1000)).toBe(0);
    expect(() => percentFeePence(10.5, 1000)).toThrow(RangeError);
  });

  it('[OWN-02] charges the percent fee per property and the lines add up to the totals', () => {
    const statement = buildOwnerStatement(inputs());
    expect(statement.lines.map((line) => [line.managementFeePence, line.netPence])).toEqual([
      [8075, 86_926],
      [8500, 91_500],
    ]);
    expect(statement.totals).toEqual({
      rentReceivedPence: 195_001,
      managementFeePence: 16_575,
      repairCostsPence: 0,
      netPence: 178_426,
    });
    expect(statement.fixedManagementFeePence).toBe(0);
    expect(statement.repairCostsRecorded).toBe(false);
  });

  it('[OWN-02] charges a fixed fee once for the month, not per property', () => {
    const statement = buildOwnerStatement(
      inputs({
        owner: {
          id: 'o1',
          name: 'M',
          managementFeeKind: 'fixed',
          managementFeePercent: null,
          managementFeeFixedPence: 15_000,
        },
      }),
    );
    expect(statement.lines.every((line) => line.managementFeePence === 0)).toBe(true);
    expect(statement.fixedManagementFeePence).toBe(15_000);
    expect(statement.totals.managementFeePence).toBe(15_000);
    expect(statement.totals.netPence).toBe(195_001 - 15_000);
  });

  it('[OWN-02] a month with no payments: rent 0, no percent fee, a fixed fee leaves the owner negative', () => {
    const none = new Map<string, number>();
    const percent = buildOwnerStatement(inputs({ rentReceived: none }));
    expect(percent.totals).toEqual({ rentReceivedPence: 0, managementFeePence: 0, repairCostsPence: 0, netPence: 0 });
    expect(percent.lines).toHaveLength(2);

    const fixed = buildOwnerStatement(
      inputs({
        rentReceived: none,
        owner: {
          id: 'o1',
          name: 'M',
          managementFeeKind: 'fixed',
          managementFeePercent: null,
          managementFeeFixedPence: 12_000,
        },
      }),
    );
    expect(fixed.totals.netPence).toBe(-12_000);
  });

  it('[OWN-02] repair costs above the rent make the net negative', () => {
    const statement = buildOwnerStatement(
      inputs({ repairCosts: { recorded: true, byProperty: new Map([['b', 120_000]]) } }),
    );
    expect(statement.lines[1]).toMatchObject({ repairCostsPence: 120_000, netPence: 100_000 - 8500 - 120_000 });
    expect(statement.totals.netPence).toBe(86_926 - 28_500);
  });

  it('[OWN-02] an owner with no property has no fixed fee and an empty statement', () => {
    const statement = buildOwnerStatement(
      inputs({
        properties: [],
        owner: {
          id: 'o1',
          name: 'M',
          managementFeeKind: 'fixed',
          managementFeePercent: null,
          managementFeeFixedPence: 12_000,
        },
      }),
    );
    expect(statement.lines).toEqual([]);
    expect(statement.totals.netPence).toBe(0);
  });

  it('[OWN-02] a month runs from its first day to the next month’s, across the year end', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });

  it('[OWN-02] refuses a month not shaped YYYY-MM, and a month after this one in Europe/London', () => {
    for (const bad of ['2026-13', '2026-1', '26-10', '2026-10-01', '1999-12', '']) {
      expect(() => checkStatementMonth(bad, '2026-11-27')).toThrow(PropertyOwnerFieldException);
    }
    expect(() => checkStatementMonth('2026-12', '2026-11-27')).toThrow(PropertyOwnerFieldException);
    expect(() => checkStatementMonth('2026-11', '2026-11-27')).not.toThrow();
    expect(() => checkStatementMonth('2025-12', '2026-11-27')).not.toThrow();
  });
});
