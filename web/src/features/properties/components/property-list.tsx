import { useId } from 'react';

import { CsvExportButton } from '@/components/csv-export-button';
import { CsvImportSheet } from '@/components/csv-import-sheet';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableToolbar, SELECT_CLASSES } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';

import {
  PropertiesDocument,
  usePropertiesQuery,
  usePropertyBuildingFactorOptionsQuery,
} from '../api/properties.generated';
import { propertyCsv } from '../api/property-csv';
import { useIdFilter } from '@/components/data-table/use-id-filter';
import { COMPLIANCE_FILTERS, NATIONS, PROPERTY_STATUSES, PROPERTY_TYPES } from '../lib/property-form';
import { ownerPropertyColumns, propertyColumns } from './property-columns';
import { complianceFilterNames, nationLabels, propertyStatusNames, propertyTypeLabels } from './property-labels';
import { NewPropertyDialog } from './new-property-dialog';
import { OwnerPicker } from './owner-picker';

/** PROP-01: search, filters and sort in the URL (ISO-03), each served by the service's indexes. */
const PROPERTY_LIST = {
  pageSize: 25,
  search: true,
  filters: { status: PROPERTY_STATUSES, nation: NATIONS, type: PROPERTY_TYPES, compliance: COMPLIANCE_FILTERS },
  sorts: ['reference', 'address', 'postcode', 'created'],
} as const;

const FILTERS = [
  { name: 'status', label: 'Status', allLabel: 'All statuses', optionLabels: propertyStatusNames },
  { name: 'nation', label: 'Nation', allLabel: 'All nations', optionLabels: nationLabels },
  { name: 'type', label: 'Type', allLabel: 'All types', optionLabels: propertyTypeLabels },
  { name: 'compliance', label: 'Compliance', allLabel: 'Any compliance', optionLabels: complianceFilterNames },
] as const;

const LISTS = {
  company: {
    label: 'Properties',
    columns: propertyColumns,
    empty: { title: 'No properties yet', description: 'Add your first property with "Add property".' },
  },
  // ISO-02, ISO-07: an owner sees only the properties they own, and is the owner of every row.
  owner: {
    label: 'Your properties',
    columns: ownerPropertyColumns,
    empty: {
      title: 'No properties linked to your account',
      description: 'Ask your letting agent to link your login to the properties you own.',
    },
  },
} as const;

interface PropertyListProps {
  /** Whose list this is: the company's (its staff, who may add properties) or an owner's own. */
  scope?: keyof typeof LISTS;
}

export function PropertyList({ scope = 'company' }: PropertyListProps) {
  const list = useListParams(PROPERTY_LIST);
  const company = scope === 'company';
  const [ownerFilter, setOwnerId] = useIdFilter('ownerId');
  const [factorFilter, setBuildingFactorId] = useIdFilter('buildingFactorId');
  const ownerId = company ? ownerFilter : null;
  const buildingFactorId = company ? factorFilter : null;
  const query = usePropertiesQuery({ variables: { ...list.variables, ownerId, buildingFactorId } });
  const { label, columns, empty } = LISTS[scope];
  const ownerPickerId = useId();
  // The id filters live beside the list's own: "Clear filters" and the filtered empty state count them too.
  const tableList = {
    ...list,
    isFiltered: list.isFiltered || ownerId !== null || buildingFactorId !== null,
    clearFilters: () => {
      if (ownerId) setOwnerId(null);
      if (buildingFactorId) setBuildingFactorId(null);
      list.clearFilters();
    },
  };
  const { first: _first, after: _after, sort: _sort, ...exportFilters } = list.variables;
  return (
    <div className="space-y-4">
      <DataTableToolbar
        list={list}
        search={{ label: 'Search', placeholder: 'Reference, address or postcode' }}
        filters={FILTERS}
      >
        {company ? (
          <>
            <div className="w-full space-y-1 sm:w-64">
              <Label htmlFor={ownerPickerId}>Owner</Label>
              <OwnerPicker id={ownerPickerId} value={ownerId} onChange={setOwnerId} noneLabel="All owners" />
            </div>
            <BuildingFactorFilter value={buildingFactorId} onChange={setBuildingFactorId} />
            <CsvExportButton transfer={propertyCsv} filters={{ ...exportFilters, ownerId, buildingFactorId }} />
            <CsvImportSheet
              transfer={propertyCsv}
              guidance="Fill in the template, one property per row: owners by their e-mail or name as you hold them here."
              refetch={[PropertiesDocument]}
            />
            <NewPropertyDialog />
          </>
        ) : null}
      </DataTableToolbar>
      <DataTable
        label={label}
        columns={columns}
        list={tableList}
        query={query}
        connection={(data) => data.properties}
        rowLink={{ href: (property) => paths.property(property.id) }}
        empty={empty}
      />
    </div>
  );
}

/** PROP-01: the building factor filter, offered once the company has factors (BF-01). */
function BuildingFactorFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const id = useId();
  const factors = usePropertyBuildingFactorOptionsQuery().data?.buildingFactors.edges.map((edge) => edge.node) ?? [];
  if (factors.length === 0 && value === null) return null;
  return (
    <div className="w-full space-y-1 sm:w-56">
      <Label htmlFor={id}>Building factor</Label>
      <select
        id={id}
        className={SELECT_CLASSES}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">All building factors</option>
        {factors.map((factor) => (
          <option key={factor.id} value={factor.id}>
            {factor.name}
          </option>
        ))}
      </select>
    </div>
  );
}
