import type { PageQuery } from '../common';

/** LEASE-03: draft → active → ending (notice given) → ended. */
export const LEASE_STATUSES = ['draft', 'active', 'ending', 'ended'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

/** A tenancy its tenants live in now: their home while it is active or ending (ISO-02). */
export const CURRENT_LEASE_STATUSES: readonly LeaseStatus[] = ['active', 'ending'];

/**
 * LEASE-02: every tenancy type the UK's four nations use. Which types a nation allows for a new tenancy, and which
 * it keeps only as history, live with the law behind them in the portfolio service's rules per nation
 * (`services/portfolio/src/tenancy-rules`).
 * - `assured_periodic`, `assured_shorthold` (historic only since 1 May 2026), `company_let`, `lodger_licence`: England.
 * - `standard_occupation_contract` (periodic, or fixed term with an end date): Wales.
 * - `private_residential_tenancy`: Scotland.
 * - `private_tenancy`: Northern Ireland.
 */
export const TENANCY_TYPES = [
  'assured_periodic',
  'assured_shorthold',
  'company_let',
  'lodger_licence',
  'standard_occupation_contract',
  'private_residential_tenancy',
  'private_tenancy',
] as const;
export type TenancyType = (typeof TENANCY_TYPES)[number];

/**
 * DEP-02: the authorised deposit protection schemes. England and Wales share `dps`, `mydeposits` and `tds`;
 * Scotland and Northern Ireland each have their own; a scheme from another nation is refused.
 */
export const DEPOSIT_SCHEMES = [
  'dps',
  'mydeposits',
  'tds',
  'safedeposits_scotland',
  'lps_scotland',
  'mydeposits_scotland',
  'tds_ni',
  'mydeposits_ni',
] as const;
export type DepositScheme = (typeof DEPOSIT_SCHEMES)[number];

/** TEN-02: how a tenant's Right to Rent was checked (a document seen in person, a Home Office share code, or IDVT). */
export const RIGHT_TO_RENT_METHODS = ['manual_document', 'online_share_code', 'idvt'] as const;
export type RightToRentMethod = (typeof RIGHT_TO_RENT_METHODS)[number];

/** A tenancy (the `leases` aggregate): one property, its tenants, dates and rent. */
export interface LeaseBody {
  id: string;
  companyId: string;
  propertyId: string;
  status: LeaseStatus;
  /** Calendar dates (YYYY-MM-DD); no end date for a periodic tenancy. */
  startDate: string;
  endDate: string | null;
  monthlyRentPence: number;
  tenantIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** GET /v1/leases: newest start first; `status` filters by any of the listed statuses. */
export interface ListLeasesQuery extends PageQuery {
  status?: LeaseStatus[];
}
