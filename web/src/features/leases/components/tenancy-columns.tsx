import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatPence } from '@/lib/format';

import type { TenancyListItemFragment } from '../api/tenancies.generated';
import { depositStateLabels, leaseStatusLabels, rentPerLabels, tenancyTypeLabels } from '../lib/tenancy-labels';

const column = dataTableColumns<TenancyListItemFragment>();

function propertyLabel(tenancy: TenancyListItemFragment): string {
  const { property } = tenancy;
  return property ? `${property.reference} · ${property.addressLine1}, ${property.city}` : 'A former home';
}

/** LEASE-01: property, tenants, type, start, end or periodic, rent and frequency, deposit state, status. */
export const tenancyColumns = column.columns([
  column.display({
    id: 'property',
    header: 'Property',
    meta: { title: true, className: 'min-w-48' },
    cell: ({ row }) => propertyLabel(row.original),
  }),
  column.display({
    id: 'tenants',
    header: 'Tenants',
    meta: { className: 'min-w-36' },
    cell: ({ row }) =>
      row.original.tenants.length > 0 ? (
        row.original.tenants.map((tenant) => `${tenant.firstName} ${tenant.lastName}`).join(', ')
      ) : (
        <span className="text-slate-400">None shown</span>
      ),
  }),
  column.accessor('type', {
    header: 'Type',
    meta: { className: 'min-w-40' },
    cell: ({ getValue }) => tenancyTypeLabels[getValue()],
  }),
  column.display({
    id: 'dates',
    header: 'Dates',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => (
      <>
        {formatDate(row.original.startDate)}
        <span className="block text-slate-500">
          {row.original.endDate ? `to ${formatDate(row.original.endDate)}` : 'Periodic'}
        </span>
      </>
    ),
  }),
  column.display({
    id: 'rent',
    header: 'Rent',
    meta: { align: 'right', className: 'whitespace-nowrap' },
    cell: ({ row }) => (
      <>
        {formatPence(row.original.currentRentPence)}
        <span className="block text-slate-500">{rentPerLabels[row.original.rentFrequency]}</span>
      </>
    ),
  }),
  column.display({
    id: 'deposit',
    header: 'Deposit',
    cell: ({ row }) => {
      const { label, tone } = depositStateLabels[row.original.deposit.state];
      return <Badge tone={tone}>{label}</Badge>;
    },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => {
      const { label, tone } = leaseStatusLabels[getValue()];
      return <Badge tone={tone}>{label}</Badge>;
    },
  }),
]);
