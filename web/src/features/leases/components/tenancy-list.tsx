import { useId } from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar, SELECT_CLASSES } from '@/components/data-table/data-table-toolbar';
import { useIdFilter } from '@/components/data-table/use-id-filter';
import { useListParams } from '@/components/data-table/use-list-params';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';

import { useTenanciesQuery, useTenancyPropertyOptionsQuery } from '../api/tenancies.generated';
import {
  ENDING_WITHIN,
  endingWithinLabels,
  LEASE_STATUSES,
  leaseStatusNames,
  TENANCY_TYPES,
  tenancyTypeLabels,
} from '../lib/tenancy-labels';
import { NewTenancySheet } from './new-tenancy-sheet';
import { tenancyColumns } from './tenancy-columns';

/** LEASE-01: filters by status, type and "ending within N days" in the URL (ISO-03), the property by its id. */
const TENANCY_LIST = {
  pageSize: 25,
  filters: { status: LEASE_STATUSES, type: TENANCY_TYPES, ending: ENDING_WITHIN },
} as const;

const FILTERS = [
  { name: 'status', label: 'Status', allLabel: 'All statuses', optionLabels: leaseStatusNames },
  { name: 'type', label: 'Type', allLabel: 'All types', optionLabels: tenancyTypeLabels },
  { name: 'ending', label: 'Ending', allLabel: 'Any end date', optionLabels: endingWithinLabels },
] as const;

const EMPTY = {
  company: { title: 'No tenancies yet', description: 'Start one with "New tenancy".' },
  owner: {
    title: 'No tenancies of your properties',
    description: 'Tenancies of the properties you own show here once your letting agent records them.',
  },
  tenant: {
    title: 'No tenancy linked to your account',
    description: 'Ask your letting agent to link your login to your tenancy.',
  },
} as const;

interface TenancyListProps {
  /** Whose list this is (ISO-02, ISO-07): the company's (its staff may start tenancies), an owner's, a tenant's. */
  scope: keyof typeof EMPTY;
  canCreate: boolean;
}

export function TenancyList({ scope, canCreate }: TenancyListProps) {
  const list = useListParams(TENANCY_LIST);
  const [propertyId, setPropertyId] = useIdFilter('propertyId');
  const { status, type, ending, first, after } = list.variables;
  const query = useTenanciesQuery({
    variables: {
      first,
      after,
      status: status ? [status] : null,
      type: type ? [type] : null,
      endingWithinDays: ending ? Number(ending) : null,
      propertyId,
    },
  });
  // The property filter lives beside the list's own: "Clear filters" and the filtered empty state count it too.
  const tableList = {
    ...list,
    isFiltered: list.isFiltered || propertyId !== null,
    clearFilters: () => {
      if (propertyId) setPropertyId(null);
      list.clearFilters();
    },
  };
  return (
    <div className="space-y-4">
      <DataTableToolbar list={list} filters={FILTERS}>
        {scope === 'tenant' ? null : <PropertyFilter value={propertyId} onChange={setPropertyId} />}
        {canCreate ? <NewTenancySheet /> : null}
      </DataTableToolbar>
      <DataTable
        label={scope === 'tenant' ? 'Your tenancies' : 'Tenancies'}
        columns={tenancyColumns}
        list={tableList}
        query={query}
        connection={(data) => data.tenancies}
        rowLink={{ href: (tenancy) => paths.lease(tenancy.id) }}
        empty={EMPTY[scope]}
      />
    </div>
  );
}

/** LEASE-01: the property filter, from the properties the caller sees. */
function PropertyFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const id = useId();
  const properties = useTenancyPropertyOptionsQuery().data?.properties.edges.map((edge) => edge.node) ?? [];
  return (
    <div className="w-full space-y-1 sm:w-64">
      <Label htmlFor={id}>Property</Label>
      <select
        id={id}
        className={SELECT_CLASSES}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">All properties</option>
        {properties.map((property) => (
          <option key={property.id} value={property.id}>
            {property.reference} · {property.addressLine1}
          </option>
        ))}
      </select>
    </div>
  );
}
