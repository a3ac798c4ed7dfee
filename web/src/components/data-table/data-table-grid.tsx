import { FlexRender } from '@tanstack/react-table';
import type { RowData } from '@tanstack/react-table';

import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

import { DataTableRowLink } from './data-table-row-link';
import { DataTableSortHeader } from './data-table-sort-header';
import type { DataTableLeafColumn, DataTableViewProps } from './data-table-types';

export const SKELETON_ROWS = 5;

const CELL = 'px-3 py-3 align-top';

function cellClasses<TData extends RowData>(column: DataTableLeafColumn<TData>): string {
  const meta = column.columnDef.meta;
  return cn(CELL, meta?.align === 'right' && 'text-right tabular-nums', meta?.className);
}

/** The list as a table from 768 px: a caption, sortable headers, the title cell a row header and link. */
export function DataTableGrid<TData extends RowData>({
  table,
  label,
  titleColumnId,
  loading,
  busy,
  rowLink,
  isCurrentRow,
}: DataTableViewProps<TData>) {
  const columns = table.getAllLeafColumns();
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      role="region"
      aria-label={label}
      // Keyboard users can scroll a table wider than the screen.
      tabIndex={0}
    >
      <table className={cn('min-w-full text-sm', busy && 'opacity-60')} aria-busy={loading || busy}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <DataTableSortHeader key={header.id} header={header}>
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </DataTableSortHeader>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} className="border-t border-slate-200">
                  {columns.map((column) => (
                    <td key={column.id} className={cellClasses(column)}>
                      <Skeleton className="h-5 w-full min-w-12" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => {
                const current = isCurrentRow?.(row.original) ?? false;
                return (
                  <tr
                    key={row.id}
                    className={cn(
                      'border-t border-slate-200 hover:bg-slate-50',
                      rowLink && 'relative',
                      current && 'bg-brand-50 hover:bg-brand-50',
                    )}
                  >
                    {row.getAllCells().map((cell) => {
                      const content = <FlexRender cell={cell} />;
                      if (cell.column.id !== titleColumnId) {
                        return (
                          <td key={cell.id} className={cn(cellClasses(cell.column), 'text-slate-700')}>
                            {content}
                          </td>
                        );
                      }
                      return (
                        <th
                          key={cell.id}
                          scope="row"
                          className={cn(cellClasses(cell.column), 'text-left font-medium text-slate-900')}
                        >
                          {rowLink ? (
                            <DataTableRowLink
                              to={rowLink.href(row.original)}
                              withinList={rowLink.withinList ?? false}
                              current={current}
                            >
                              {content}
                            </DataTableRowLink>
                          ) : (
                            content
                          )}
                        </th>
                      );
                    })}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
