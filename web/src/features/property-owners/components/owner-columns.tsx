import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatPence } from '@/lib/format';

import type { PropertyOwnerListItemFragment } from '../api/property-owners.generated';
import { managementFeeLabel } from './owner-labels';

const column = dataTableColumns<PropertyOwnerListItemFragment>();

/** OWN-01: who they are, how to reach them, what the agency charges and what a repair may cost unasked. */
export const ownerColumns = column.columns([
  column.accessor('name', { header: 'Name', meta: { title: true, className: 'min-w-40', sortKey: 'name' } }),
  column.accessor('email', {
    header: 'E-mail',
    meta: { className: 'min-w-44 break-all' },
    cell: ({ getValue }) => getValue() ?? <span className="text-slate-400">None</span>,
  }),
  column.accessor('phone', {
    header: 'Phone',
    meta: { className: 'hidden whitespace-nowrap xl:table-cell' },
    cell: ({ getValue }) => getValue() ?? <span className="text-slate-400">None</span>,
  }),
  column.display({
    id: 'fee',
    header: 'Management fee',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => managementFeeLabel(row.original),
  }),
  column.accessor('spendingLimitPence', {
    header: 'Spending limit',
    meta: { align: 'right', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatPence(getValue()),
  }),
]);
