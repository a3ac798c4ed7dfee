import { Link } from 'react-router-dom';

import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import type { BuildingFactorPropertyFragment } from '../api/building-factors.generated';

const column = dataTableColumns<BuildingFactorPropertyFragment>();

/** The linked properties, each with its own "Unlink" (BF-01); the reference opens the property. */
export function linkedPropertyColumns(onUnlink: (property: BuildingFactorPropertyFragment) => void) {
  return column.columns([
    column.accessor('reference', {
      header: 'Reference',
      meta: { title: true, className: 'whitespace-nowrap' },
      cell: ({ row, getValue }) => (
        <Link to={paths.property(row.original.id)} className="font-medium text-brand-700 underline">
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('addressLine1', { header: 'Address', meta: { className: 'min-w-44' } }),
    column.accessor('city', { header: 'Town', meta: { className: 'whitespace-nowrap' } }),
    column.accessor('postcode', { header: 'Postcode', meta: { className: 'whitespace-nowrap' } }),
    column.display({
      id: 'unlink',
      header: () => <span className="sr-only">Unlink</span>,
      meta: { align: 'right', label: 'Unlink' },
      cell: ({ row }) => (
        <Button
          variant="secondary"
          className="min-h-11"
          aria-label={`Unlink ${row.original.reference}`}
          onClick={() => onUnlink(row.original)}
        >
          Unlink
        </Button>
      ),
    }),
  ]);
}
