import type { PropertyStatus } from './property';

/**
 * GET /v1/portfolio-summary (PORT-01): the figures of the properties in use (archived ones left out) that the
 * caller may see (ISO-02): the company's for its staff, an owner's own for an owner.
 */
export interface PortfolioSummaryBody {
  /** The calendar date (`YYYY-MM-DD`, Europe/London) the compliance figures are worked out on. */
  asOf: string;
  properties: number;
  byStatus: Record<PropertyStatus, number>;
  /** Let properties as a share of the properties in use, 0 to 1; null when there are none. */
  occupancyRate: number | null;
  /** The monthly rent of the let properties, in pence. */
  rentRollPencePerMonth: number;
  compliance: PortfolioComplianceFigures;
}

/** Properties by the worst state of the items they need (CMP-01): each property is counted once. */
export interface PortfolioComplianceFigures {
  /** Every needed item valid or exempt. */
  fullyCompliant: number;
  /** Fully compliant properties as a share of the properties in use, 0 to 1; null when there are none. */
  fullyCompliantShare: number | null;
  /** At worst an item expiring within 30 days. */
  expiring: number;
  /** At least one needed item expired. */
  expired: number;
  /** At worst a needed item missing (and none expired). */
  missing: number;
}
