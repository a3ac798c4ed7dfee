import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { paths } from '@/config/paths';

import { usePropertyOwnersQuery } from '../api/property-owners.generated';
import { ownerColumns } from './owner-columns';
import { NewOwnerSheet } from './new-owner-sheet';

/** OWN-01: searched by name or e-mail and sorted, all in the URL (ISO-03), on the service's indexes. */
const OWNER_LIST = { pageSize: 25, search: true, sorts: ['name', 'created'] } as const;

interface OwnerListProps {
  /** The company's staff may add owners; an owner's list holds only themself. */
  canAdd: boolean;
}

export function OwnerList({ canAdd }: OwnerListProps) {
  const list = useListParams(OWNER_LIST);
  const query = usePropertyOwnersQuery({ variables: list.variables });
  return (
    <div className="space-y-4">
      <DataTableToolbar list={list} search={{ label: 'Search', placeholder: 'Name or e-mail' }}>
        {canAdd ? <NewOwnerSheet /> : null}
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
