/** A month of a statement: `YYYY-MM`, a calendar month in Europe/London. */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** One property's month on an owner's statement (OWN-02); every figure in pence. */
export interface OwnerStatementLineBody {
  propertyId: string;
  reference: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
  /** The payments of the property's tenancies whose `paidOn` falls in the month. */
  rentReceivedPence: number;
  /** A percent fee on this property's rent; 0 when the owner pays a fixed fee (that is one line of its own). */
  managementFeePence: number;
  /** 0 until repairs record their costs (`repairCostsRecorded` false). */
  repairCostsPence: number;
  /** Rent received less fee and repair costs; may be negative. */
  netPence: number;
}

export interface OwnerStatementTotalsBody {
  rentReceivedPence: number;
  /** The properties' percent fees, or the owner's fixed fee for the month. */
  managementFeePence: number;
  repairCostsPence: number;
  netPence: number;
}

/** GET /v1/owners/:id/statements/:month (OWN-02). */
export interface OwnerStatementBody {
  ownerId: string;
  ownerName: string;
  month: string;
  managementFeeKind: 'percent' | 'fixed';
  managementFeePercent: number | null;
  /** The owner's fixed fee charged once for the month (not per property); 0 with a percent fee or no property. */
  fixedManagementFeePence: number;
  /** False while repairs have no costs on record: the repair figures are then 0 and the screen says why. */
  repairCostsRecorded: boolean;
  lines: OwnerStatementLineBody[];
  totals: OwnerStatementTotalsBody;
}
