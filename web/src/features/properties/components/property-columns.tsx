import { columnDefId, dataTableColumns } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import { formatPence } from '@/lib/format';

import type { PropertyListItemFragment } from '../api/properties.generated';
import { complianceStatusLabels } from '../lib/compliance-labels';
import { bedroomsLabel, propertyTypeLabels } from './property-labels';
import { PropertyStatusBadge } from './property-status-badge';

const column = dataTableColumns<PropertyListItemFragment>();

function address(property: PropertyListItemFragment): string {
  return [property.addressLine1, property.addressLine2, property.city].filter(Boolean).join(', ');
}

/** PROP-01. Postcode folds into the address below 1280 px, bedrooms into the type below 1536 px: fits from 768 px. */
export const propertyColumns = column.columns([
  column.accessor('reference', {
    header: 'Reference',
    meta: { title: true, className: 'whitespace-nowrap', sortKey: 'reference' },
  }),
  column.display({
    id: 'address',
    header: 'Address',
    meta: { className: 'min-w-44', sortKey: 'address' },
    cell: ({ row }) => (
      <>
        {address(row.original)}
        <span className="block whitespace-nowrap text-slate-500 xl:hidden">{row.original.postcode}</span>
      </>
    ),
  }),
  column.accessor('postcode', {
    header: 'Postcode',
    meta: { className: 'hidden whitespace-nowrap xl:table-cell', hideOnCard: true, sortKey: 'postcode' },
  }),
  column.accessor('type', {
    header: 'Type',
    cell: ({ row }) => (
      <>
        {propertyTypeLabels[row.original.type]}
        <span className="block text-xs whitespace-nowrap text-slate-500 2xl:hidden">
          {bedroomsLabel(row.original.bedrooms)}
        </span>
      </>
    ),
  }),
  column.accessor('bedrooms', {
    header: 'Bedrooms',
    meta: { align: 'right', className: 'hidden 2xl:table-cell', hideOnCard: true },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <PropertyStatusBadge status={getValue()} />,
  }),
  column.accessor('monthlyRentPence', {
    header: 'Monthly rent',
    meta: { align: 'right', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => {
      const pence = getValue();
      return pence == null ? <span className="text-slate-400">Not set</span> : formatPence(pence);
    },
  }),
  column.display({
    id: 'compliance',
    header: 'Compliance',
    cell: ({ row }) => {
      const worst = row.original.compliance?.summary.worst;
      if (!worst) return <span className="text-slate-400">Not known</span>;
      const { label, tone } = complianceStatusLabels[worst];
      return <Badge tone={tone}>{worst === 'valid' ? 'In order' : label}</Badge>;
    },
  }),
  column.display({
    id: 'owner',
    header: 'Owner',
    meta: { className: 'min-w-32' },
    cell: ({ row }) => row.original.owner?.name ?? <span className="text-slate-400">No owner</span>,
  }),
]);

/** An owner's own list: every row is theirs, so the owner column would only repeat their name. */
export const ownerPropertyColumns = propertyColumns.filter((column) => columnDefId(column) !== 'owner');
