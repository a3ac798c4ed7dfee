import { createColumnHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import type { Column, ColumnHelper, RowData } from '@tanstack/react-table';

export interface DataTableColumnMeta {
  /** A key of the list's `sorts`, else not sortable. `sortDescFirst: true` makes the first click sort descending. */
  sortKey?: string;
  /** One column per table: row header, phone card heading and row link text; else the first column is the title. */
  title?: boolean;
  /** Left off the phone card (e.g. a value the title or another field already shows). */
  hideOnCard?: boolean;
  /** The card's label for this value when the header is not plain text. */
  label?: string;
  align?: 'left' | 'right';
  /** Extra classes for the column's header and cells, e.g. hiding it below a width (`hidden xl:table-cell`). */
  className?: string;
}

/** The TanStack Table features every DataTable uses: sorting state only (the server sorts and pages). */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, columnMeta: {} as DataTableColumnMeta });

export type DataTableFeatures = typeof dataTableFeatures;

export type DataTableColumns<TData extends RowData> = ReturnType<ColumnHelper<DataTableFeatures, TData>['columns']>;

export function dataTableColumns<TData extends RowData>(): ColumnHelper<DataTableFeatures, TData> {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** The text that names a column: its `meta.label`, else its header when that is plain text. */
export function columnLabel<TData extends RowData>(column: Column<DataTableFeatures, TData>): string {
  const { header } = column.columnDef;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/** A column definition's id as TanStack resolves it: `id`, else the accessor key, else a plain-text header. */
export function columnDefId(def: { id?: string; accessorKey?: unknown; header?: unknown }): string | undefined {
  if (def.id !== undefined) return def.id;
  if (def.accessorKey !== undefined) return String(def.accessorKey).replaceAll('.', '_');
  return typeof def.header === 'string' ? def.header : undefined;
}
