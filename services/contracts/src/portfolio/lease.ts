import type { PageQuery } from '../common';

/** LEASE-03: draft → active → ending (notice given) → ended. */
export const LEASE_STATUSES = ['draft', 'active', 'ending', 'ended'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

/** A tenancy its tenants live in now: their home while it is active or ending (ISO-02). */
export const CURRENT_LEASE_STATUSES: readonly LeaseStatus[] = ['active', 'ending'];

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
