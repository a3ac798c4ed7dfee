import type { VisibleColumns } from '@pm/kit';

/**
 * How a query matches the tenancies the caller may see (kit's `lease` rule), given the column holding a lease's
 * id: an owner's are on their properties, a tenant's are those they are a tenant of.
 */
export const LEASE_VISIBLE_COLUMNS = (leaseId: string): VisibleColumns => ({
  propertyIds: (param) =>
    `${leaseId} IN (SELECT l.id FROM "portfolio"."lease" l WHERE l.property_id IN (:...${param}))`,
  tenantIds: (param) =>
    `${leaseId} IN (SELECT lt.lease_id FROM "portfolio"."lease_tenant" lt WHERE lt.tenant_id IN (:...${param}))`,
});
