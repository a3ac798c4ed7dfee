import type { VisibleColumns } from '@pm/kit';

/**
 * How a query matches the tenant records the caller may see (kit's `tenantRecord` rule, TEN-01), given the column
 * holding a tenant's id: the tenant themself, and for an owner the tenants of their properties' tenancies.
 */
export const TENANT_RECORD_VISIBLE_COLUMNS = (tenantId: string): VisibleColumns => ({
  ids: tenantId,
  propertyIds: (param) =>
    `${tenantId} IN (SELECT lt.tenant_id FROM "portfolio"."lease_tenant" lt
      JOIN "portfolio"."lease" l ON l.company_id = lt.company_id AND l.id = lt.lease_id
      WHERE l.property_id IN (:...${param}))`,
});
