import { FlexRender } from '@tanstack/react-table';
import type { RowData } from '@tanstack/react-table';

import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

import { columnLabel } from './data-table-columns';
import { SKELETON_ROWS } from './data-table-grid';
import { DataTableRowLink } from './data-table-row-link';
import type { DataTableViewProps } from './data-table-types';

/** The list below 768 px: one card per row, the title first, the other columns as label and value. */
export function DataTableCards<TData extends RowData>({
  table,
  label,
  titleColumnId,
  loading,
  busy,
  rowLink,
  isCurrentRow,
}: DataTableViewProps<TData>) {
  if (loading) {
    return (
      <ul aria-label={label} aria-busy="true" className="space-y-3">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label={label} aria-busy={busy} className={cn('space-y-3', busy && 'opacity-60')}>
      {table.getRowModel().rows.map((row) => {
        const current = isCurrentRow?.(row.original) ?? false;
        const cells = row.getAllCells();
        const title = cells.find((cell) => cell.column.id === titleColumnId);
        const fields = cells.filter(
          (cell) => cell.column.id !== titleColumnId && !cell.column.columnDef.meta?.hideOnCard,
        );
        return (
          <li
            key={row.id}
            className={cn(
              'rounded-lg border border-slate-200 bg-white p-4 shadow-sm',
              rowLink && 'relative hover:bg-slate-50',
              current && 'border-brand-600 bg-brand-50',
            )}
          >
            {title ? (
              <p className="font-semibold text-slate-900">
                {rowLink ? (
                  <DataTableRowLink
                    to={rowLink.href(row.original)}
                    withinList={rowLink.withinList ?? false}
                    current={current}
                  >
                    <FlexRender cell={title} />
                  </DataTableRowLink>
                ) : (
                  <FlexRender cell={title} />
                )}
              </p>
            ) : null}
            {fields.length > 0 ? (
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {fields.map((cell) => (
                  <div key={cell.id} className="min-w-0">
                    <dt className="text-xs text-slate-500">{columnLabel(cell.column)}</dt>
                    <dd className="break-words text-slate-800">
                      <FlexRender cell={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
