import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import type { DataTableHeader } from './data-table-types';

const HEAD = 'px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';

interface DataTableSortHeaderProps<TData extends RowData> {
  header: DataTableHeader<TData>;
  children: ReactNode;
}

/** A column header: a sort button with `aria-sort` when the column has a server sort key, else its text. */
export function DataTableSortHeader<TData extends RowData>({ header, children }: DataTableSortHeaderProps<TData>) {
  const column = header.column;
  const meta = column.columnDef.meta;
  const sorted = meta?.sortKey ? column.getIsSorted() : false;
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cn(HEAD, meta?.align === 'right' ? 'text-right' : 'text-left', meta?.className)}
    >
      {meta?.sortKey ? (
        <button
          type="button"
          onClick={() => column.toggleSorting()}
          className={cn(
            'inline-flex items-center gap-1 rounded-sm uppercase hover:text-slate-900',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            meta.align === 'right' && 'flex-row-reverse',
          )}
        >
          {children}
          <Icon aria-hidden="true" className={cn('size-3.5', sorted ? 'text-slate-900' : 'text-slate-400')} />
        </button>
      ) : (
        children
      )}
    </th>
  );
}
