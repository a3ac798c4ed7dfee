import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatPence } from '@/lib/format';

import type { BuildingFactorListItemFragment } from '../api/building-factors.generated';

const column = dataTableColumns<BuildingFactorListItemFragment>();
const none = <span className="text-slate-400">None</span>;

/** BF-01: who the factor is, whom to call there, and what the block costs a year. */
export const factorColumns = column.columns([
  column.accessor('name', { header: 'Factor', meta: { title: true, className: 'min-w-44' } }),
  column.accessor('contactName', {
    header: 'Contact',
    meta: { className: 'min-w-36' },
    cell: ({ getValue }) => getValue() ?? none,
  }),
  column.accessor('email', {
    header: 'E-mail',
    meta: { className: 'hidden min-w-44 break-all lg:table-cell' },
    cell: ({ getValue }) => getValue() ?? none,
  }),
  column.accessor('phone', {
    header: 'Phone',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => getValue() ?? none,
  }),
  column.accessor('serviceChargePencePerYear', {
    header: 'Service charge a year',
    meta: { align: 'right', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => {
      const pence = getValue();
      return pence == null ? <span className="text-slate-400">Not recorded</span> : formatPence(pence);
    },
  }),
]);
