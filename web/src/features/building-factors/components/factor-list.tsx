import { Link } from 'react-router-dom';

import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useBuildingFactorsQuery } from '../api/building-factors.generated';
import { factorColumns } from './factor-columns';

/** BF-01: by name, searched by name, contact or e-mail, in the URL (ISO-03). */
const FACTOR_LIST = { pageSize: 25, search: true } as const;

export function FactorList() {
  const list = useListParams(FACTOR_LIST);
  const query = useBuildingFactorsQuery({ variables: list.variables });
  return (
    <div className="space-y-4">
      <DataTableToolbar list={list} search={{ label: 'Search', placeholder: 'Name, contact or e-mail' }}>
        <Link to={paths.newBuildingFactor} className={buttonClasses('primary', 'min-h-11')}>
          Add building factor
        </Link>
      </DataTableToolbar>
      <DataTable
        label="Building factors"
        columns={factorColumns}
        list={list}
        query={query}
        connection={(data) => data.buildingFactors}
        rowLink={{ href: (factor) => paths.buildingFactorProperties(factor.id) }}
        empty={{
          title: 'No building factors yet',
          description: 'Add the managing agents of your blocks with "Add building factor".',
        }}
        filteredEmpty={{ title: 'No building factor matches', description: 'Try another name, contact or e-mail.' }}
      />
    </div>
  );
}
