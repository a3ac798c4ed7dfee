import { useState } from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { Button } from '@/components/ui/button';

import type { PropertyListItemFragment } from '../api/properties.generated';
import { usePropertiesQuery } from '../api/properties.generated';
import { downloadQrCode, downloadQrSheet } from '../api/qr-codes';
import type { QrSheetChoice } from '../api/qr-codes';
import { NATIONS, PROPERTY_STATUSES, PROPERTY_TYPES } from '../lib/property-form';
import { nationLabels, propertyStatusNames, propertyTypeLabels } from './property-labels';

const QR_LIST = {
  pageSize: 25,
  search: true,
  filters: { status: PROPERTY_STATUSES, nation: NATIONS, type: PROPERTY_TYPES },
  sorts: ['reference', 'address', 'postcode'],
} as const;

const FILTERS = [
  { name: 'status', label: 'Status', allLabel: 'All statuses', optionLabels: propertyStatusNames },
  { name: 'nation', label: 'Nation', allLabel: 'All nations', optionLabels: nationLabels },
  { name: 'type', label: 'Type', allLabel: 'All types', optionLabels: propertyTypeLabels },
] as const;

const column = dataTableColumns<PropertyListItemFragment>();

/** PROP-04: tick properties, or narrow the list with its filters, and download their labels or one code. */
export function QrCodePicker() {
  const list = useListParams(QR_LIST);
  const query = usePropertiesQuery({ variables: list.variables });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const total = query.data?.properties.totalCount;

  async function run(download: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The download failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  const toggle = (property: PropertyListItemFragment, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(property.id);
      else next.delete(property.id);
      return next;
    });

  const columns = column.columns([
    column.display({
      id: 'tick',
      header: 'Print',
      meta: { label: 'Print', hideOnCard: false },
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          aria-label={`Print ${row.original.reference}`}
          checked={ticked.has(row.original.id)}
          onChange={(event) => toggle(row.original, event.target.checked)}
        />
      ),
    }),
    column.accessor('reference', { header: 'Reference', meta: { title: true, sortKey: 'reference' } }),
    column.accessor('addressLine1', { header: 'Address', meta: { sortKey: 'address' } }),
    column.accessor('postcode', { header: 'Postcode', meta: { sortKey: 'postcode' } }),
    column.display({
      id: 'code',
      header: 'One code',
      meta: { label: 'One code' },
      cell: ({ row }) => (
        <span className="flex gap-2">
          {(['svg', 'png'] as const).map((format) => (
            <Button
              key={format}
              variant="secondary"
              className="min-h-11"
              disabled={busy}
              aria-label={`${row.original.reference} as ${format.toUpperCase()}`}
              onClick={() => void run(() => downloadQrCode(row.original, format))}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </span>
      ),
    }),
  ]);

  const { first: _first, after: _after, sort: _sort, ...filters } = list.variables;
  const choice: QrSheetChoice = ticked.size > 0 ? { ids: [...ticked] } : { filters };
  const sheetLabel = busy
    ? 'Preparing…'
    : ticked.size > 0
      ? `Download labels for ${ticked.size} ticked (PDF)`
      : total === undefined
        ? 'Download labels (PDF)'
        : `Download labels for all ${total} matching (PDF)`;
  return (
    <div className="space-y-4">
      <DataTableToolbar
        list={list}
        search={{ label: 'Search', placeholder: 'Reference, address or postcode' }}
        filters={FILTERS}
      >
        <Button
          className="min-h-11"
          disabled={busy || (ticked.size === 0 && !total)}
          onClick={() => void run(() => downloadQrSheet(choice))}
        >
          {sheetLabel}
        </Button>
        {ticked.size > 0 ? (
          <Button variant="secondary" className="min-h-11" onClick={() => setTicked(new Set())}>
            Untick all
          </Button>
        ) : null}
      </DataTableToolbar>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        Labels print 21 to an A4 sheet (63.5 × 38.1 mm). A code opens the repair form for its property: a tenant of it
        reports a repair after signing in; staff see the property.
      </p>
      <DataTable
        label="Properties to print"
        columns={columns}
        list={list}
        query={query}
        connection={(data) => data.properties}
        empty={{ title: 'No properties yet', description: 'Add properties first; their codes appear here.' }}
      />
    </div>
  );
}
