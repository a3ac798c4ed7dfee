import { useId } from 'react';
import type { RowData } from '@tanstack/react-table';

import { Label } from '@/components/ui/label';

import { columnLabel } from './data-table-columns';
import { SELECT_CLASSES } from './data-table-toolbar';
import type { DataTableLeafColumn } from './data-table-types';
import type { ListSort } from './use-list-params';

interface DataTableSortSelectProps<TData extends RowData> {
  columns: readonly DataTableLeafColumn<TData>[];
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
}

function token(sort: ListSort | null): string {
  return sort ? `${sort.desc ? '-' : ''}${sort.key}` : '';
}

/** Cards have no column headers to click: on phones the sort is a select. */
export function DataTableSortSelect<TData extends RowData>({
  columns,
  sort,
  onSortChange,
}: DataTableSortSelectProps<TData>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Sort by</Label>
      <select
        id={id}
        className={SELECT_CLASSES}
        value={token(sort)}
        onChange={(event) => {
          const value = event.target.value;
          onSortChange(value ? { key: value.replace(/^-/, ''), desc: value.startsWith('-') } : null);
        }}
      >
        <option value="">Default order</option>
        {columns.flatMap((column) => {
          const key = column.columnDef.meta?.sortKey;
          if (!key) return [];
          const label = columnLabel(column);
          return [
            <option key={key} value={key}>
              {label}, ascending
            </option>,
            <option key={`-${key}`} value={`-${key}`}>
              {label}, descending
            </option>,
          ];
        })}
      </select>
    </div>
  );
}
