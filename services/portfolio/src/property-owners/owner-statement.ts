import type {
  ManagementFeeKind,
  OwnerStatementBody,
  OwnerStatementLineBody,
  OwnerStatementTotalsBody,
} from '@pm/contracts';

/**
 * OWN-02: the arithmetic of an owner's monthly statement, in whole pence only (no float ever holds money).
 *
 * Percent fee: the owner's percent (at most two decimals, OWN-01) is read as basis points (8.5% = 850), and each
 * property's fee is `rent × basisPoints / 10000` rounded half up to the penny (0.5p becomes 1p), worked out per
 * property so the lines add up to the total to the penny.
 *
 * Fixed fee: the owner record carries one `managementFeeFixedPence` "per month" and nothing per property, so it is
 * the owner's fee for the month, charged once as its own line (not per property), in any month the statement
 * covers at least one property, whether or not rent came in.
 *
 * Net = rent received − fee − repair costs, and may be negative.
 */
interface OwnerFeeTerms {
  managementFeeKind: ManagementFeeKind;
  managementFeePercent: number | null;
  managementFeeFixedPence: number | null;
}

interface StatementProperty {
  id: string;
  reference: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
}

/** Basis points of a percent with at most two decimals: 8.5 → 850, 12.25 → 1225. */
function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

/** `pence × basisPoints / 10000`, rounded half up to the penny, in integers only. */
export function percentFeePence(pence: number, basisPoints: number): number {
  if (!Number.isSafeInteger(pence) || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError('Fees are worked out on whole pence and whole basis points');
  }
  const product = pence * basisPoints;
  return product >= 0 ? Math.floor((product + 5000) / 10000) : -Math.floor((-product + 5000) / 10000);
}

export interface StatementInputs {
  owner: OwnerFeeTerms & { id: string; name: string };
  month: string;
  properties: readonly StatementProperty[];
  /** Rent received in the month by property id; a property with none is absent. */
  rentReceived: ReadonlyMap<string, number>;
  /** Repair costs in the month by property id, and whether any source records them at all. */
  repairCosts: { recorded: boolean; byProperty: ReadonlyMap<string, number> };
}

export function buildOwnerStatement(inputs: StatementInputs): OwnerStatementBody {
  const { owner } = inputs;
  const percent = owner.managementFeeKind === 'percent';
  const basisPoints = percent ? basisPointsOf(owner.managementFeePercent ?? 0) : 0;
  const lines: OwnerStatementLineBody[] = inputs.properties.map((property) => {
    const rentReceivedPence = inputs.rentReceived.get(property.id) ?? 0;
    const managementFeePence = percent ? percentFeePence(rentReceivedPence, basisPoints) : 0;
    const repairCostsPence = inputs.repairCosts.byProperty.get(property.id) ?? 0;
    return {
      propertyId: property.id,
      reference: property.reference,
      addressLine1: property.addressLine1,
      addressLine2: property.addressLine2,
      city: property.city,
      postcode: property.postcode,
      rentReceivedPence,
      managementFeePence,
      repairCostsPence,
      netPence: rentReceivedPence - managementFeePence - repairCostsPence,
    };
  });
  const fixedManagementFeePence = !percent && lines.length > 0 ? (owner.managementFeeFixedPence ?? 0) : 0;
  const sum = (pick: (line: OwnerStatementLineBody) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals: OwnerStatementTotalsBody = {
    rentReceivedPence: sum((line) => line.rentReceivedPence),
    managementFeePence: sum((line) => line.managementFeePence) + fixedManagementFeePence,
    repairCostsPence: sum((line) => line.repairCostsPence),
    netPence: sum((line) => line.netPence) - fixedManagementFeePence,
  };
  return {
    ownerId: owner.id,
    ownerName: owner.name,
    month: inputs.month,
    managementFeeKind: owner.managementFeeKind,
    managementFeePercent: percent ? owner.managementFeePercent : null,
    fixedManagementFeePence,
    repairCostsRecorded: inputs.repairCosts.recorded,
    lines,
    totals,
  };
}

/** The first day of the month and of the next (`YYYY-MM-DD`): payments with `from <= paidOn < to` belong to it. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
