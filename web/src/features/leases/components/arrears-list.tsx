import { useMemo, useState } from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { paths } from '@/config/paths';

import { useArrearsQuery } from '../api/rent.generated';
import { RENT_CHARGE_STATES, rentStateNames } from '../lib/rent-labels';
import { arrearsColumns, tenancyLabel } from './arrears-columns';
import { RecordPaymentSheet } from './record-payment-sheet';

/** RENT-01: the state filter in the URL (ISO-03). */
const ARREARS_LIST = { pageSize: 25, filters: { state: RENT_CHARGE_STATES } } as const;

const FILTERS = [{ name: 'state', label: 'State', allLabel: 'All states', optionLabels: rentStateNames }] as const;

const EMPTY = {
  company: { title: 'No rent to follow yet', description: 'Active tenancies show here with their balances.' },
  owner: {
    title: 'No rent on your properties yet',
    description: 'Your properties’ tenancies show here with the rent received once your letting agent records them.',
  },
  tenant: {
    title: 'No tenancy linked to your account',
    description: 'Ask your letting agent to link your login to your tenancy.',
  },
} as const;

interface ArrearsListProps {
  /** Whose list this is (ISO-02, ISO-07): the company's, an owner's properties', a tenant's own. */
  scope: keyof typeof EMPTY;
  /** The company's landlord or manager may record payments. */
  canRecord: boolean;
}

/** RENT-01: tenancies with their rent standing, most arrears first, filtered by state, paged. */
export function ArrearsList({ scope, canRecord }: ArrearsListProps) {
  const list = useListParams(ARREARS_LIST);
  const { state, first, after } = list.variables;
  const query = useArrearsQuery({ variables: { first, after, state: state ? [state] : null } });
  const [paying, setPaying] = useState<{ id: string; label: string } | null>(null);
  const columns = useMemo(
    () =>
      arrearsColumns(canRecord ? (tenancy) => setPaying({ id: tenancy.id, label: tenancyLabel(tenancy) }) : undefined),
    [canRecord],
  );
  return (
    <div className="space-y-4">
      <DataTableToolbar list={list} filters={FILTERS} />
      <DataTable
        label={scope === 'tenant' ? 'Your rent' : 'Rent by tenancy'}
        columns={columns}
        list={list}
        query={query}
        connection={(data) => data.arrears}
        rowLink={{ href: (tenancy) => paths.lease(tenancy.id) }}
        empty={EMPTY[scope]}
        errorTitle="Could not load the rent ledger"
      />
      {canRecord ? <RecordPaymentSheet tenancy={paying} onClose={() => setPaying(null)} /> : null}
    </div>
  );
}
