import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';

import type { TenantListItemFragment } from '../api/tenants.generated';
import { RightToRentBadge } from './right-to-rent-badge';
import { rightToRentDetail, tenantName, tenantStatusLabels } from './tenant-labels';

const column = dataTableColumns<TenantListItemFragment>();

/** TEN-01: who they are, how to reach them, where they stand, and their Right to Rent (TEN-02). */
export const tenantColumns = column.columns([
  column.accessor((tenant) => tenantName(tenant), {
    id: 'name',
    header: 'Name',
    meta: { title: true, className: 'min-w-40' },
  }),
  column.accessor('email', { header: 'E-mail', meta: { className: 'min-w-44 break-all' } }),
  column.accessor('phone', { header: 'Phone', meta: { className: 'hidden whitespace-nowrap xl:table-cell' } }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => {
      const { label, tone } = tenantStatusLabels[getValue()];
      return <Badge tone={tone}>{label}</Badge>;
    },
  }),
  column.display({
    id: 'rightToRent',
    header: 'Right to Rent',
    cell: ({ row }) => {
      const detail = rightToRentDetail(row.original.rightToRent);
      return (
        <div className="space-y-1">
          <RightToRentBadge state={row.original.rightToRent.state} />
          {detail ? <p className="text-xs text-slate-600">{detail}</p> : null}
        </div>
      );
    },
  }),
]);
