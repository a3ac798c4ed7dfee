import { CsvExportButton } from '@/components/csv-export-button';
import { CsvImportSheet } from '@/components/csv-import-sheet';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { paths } from '@/config/paths';

import { ownerCsv } from '../api/owner-csv';
import { PropertyOwnersDocument, usePropertyOwnersQuery } from '../api/property-owners.generated';
import { ownerColumns } from './owner-columns';
import { NewOwnerSheet } from './new-owner-sheet';

/** OWN-01: searched by name or e-mail and sorted, all in the URL (ISO-03), on the service's indexes. */
const OWNER_LIST = { pageSize: 25, search: true, sorts: ['name', 'created'] } as const;

const IMPORT_GUIDANCE =
  'Fill in the template, one owner per row: a fee as a percent of the rent or as a fixed sum a month, and whole bank ' +
  'numbers (an export shows them masked, so clear those cells before importing an export again).';

interface OwnerListProps {
  /** The company's staff may add owners; an owner's list holds only themself. */
  canAdd: boolean;
}

export function OwnerList({ canAdd }: OwnerListProps) {
  const list = useListParams(OWNER_LIST);
  const query = usePropertyOwnersQuery({ variables: list.variables });
  const { first: _first, after: _after, ...exportFilters } = list.variables;
  return (
    <div className="space-y-4">
      <DataTableToolbar list={list} search={{ label: 'Search', placeholder: 'Name or e-mail' }}>
        {canAdd ? (
          <>
            <CsvExportButton transfer={ownerCsv} filters={exportFilters} />
            <CsvImportSheet transfer={ownerCsv} guidance={IMPORT_GUIDANCE} refetch={[PropertyOwnersDocument]} />
            <NewOwnerSheet />
          </>
        ) : null}
      </DataTableToolbar>
      <DataTable
        label="Property owners"
        columns={ownerColumns}
        list={list}
        query={query}
        connection={(data) => data.propertyOwners}
        rowLink={{ href: (owner) => paths.propertyOwner(owner.id) }}
        empty={{ title: 'No owners yet', description: canAdd ? 'Add your first owner with "Add owner".' : undefined }}
      />
    </div>
  );
}
