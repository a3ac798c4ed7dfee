import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { paths } from '@/config/paths';

import { useTenantsQuery } from '../api/tenants.generated';
import { TENANT_STATUSES } from '../lib/tenant-form';
import { NewTenantSheet } from './new-tenant-sheet';
import { tenantColumns } from './tenant-columns';
import { tenantStatusNames } from './tenant-labels';

/** TEN-01: searched by name or e-mail and filtered by status, all in the URL (ISO-03), by last name. */
const TENANT_LIST = { pageSize: 25, search: true, filters: { status: TENANT_STATUSES } } as const;

const FILTERS = [
  { name: 'status', label: 'Status', allLabel: 'All tenants', optionLabels: tenantStatusNames },
] as const;

const LISTS = {
  company: {
    label: 'Tenants',
    empty: { title: 'No tenants yet', description: 'Add your first tenant with "Add tenant".' },
  },
  // ISO-02: an owner sees the tenants of their properties' tenancies.
  owner: {
    label: 'Tenants of your properties',
    empty: {
      title: 'No tenants to show',
      description: 'Tenants show here once your letting agent records a tenancy of one of your properties.',
    },
  },
  // ISO-07: a tenant's /tenants is their own record.
  tenant: {
    label: 'Your details',
    empty: {
      title: 'Your details are not linked yet',
      description: 'Ask your letting agent to invite you to the portal from your tenant record.',
    },
  },
} as const;

interface TenantListProps {
  /** Whose list this is: the company's (its staff, who may add tenants), an owner's, or a tenant's own. */
  scope?: keyof typeof LISTS;
  canAdd?: boolean;
}

export function TenantList({ scope = 'company', canAdd = false }: TenantListProps) {
  const list = useListParams(TENANT_LIST);
  const query = useTenantsQuery({ variables: list.variables });
  const { label, empty } = LISTS[scope];
  return (
    <div className="space-y-4">
      {scope === 'tenant' ? null : (
        <DataTableToolbar list={list} search={{ label: 'Search', placeholder: 'Name or e-mail' }} filters={FILTERS}>
          {canAdd ? <NewTenantSheet /> : null}
        </DataTableToolbar>
      )}
      <DataTable
        label={label}
        columns={tenantColumns}
        list={list}
        query={query}
        connection={(data) => data.tenants}
        rowLink={{ href: (tenant) => paths.tenant(tenant.id) }}
        empty={scope === 'company' && !canAdd ? { title: empty.title } : empty}
      />
    </div>
  );
}
