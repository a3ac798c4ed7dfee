import { functionalUpdate, useTable } from '@tanstack/react-table';
import type { SortingState, Updater } from '@tanstack/react-table';
import { useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useIsMobile } from '@/lib/use-is-mobile';

import { DataTableCards } from './data-table-cards';
import { columnDefId, dataTableFeatures } from './data-table-columns';
import type { DataTableColumns } from './data-table-columns';
import { DataTableGrid } from './data-table-grid';
import { DataTablePagination } from './data-table-pagination';
import type { DataTableRowLinkSpec } from './data-table-row-link';
import { DataTableSortSelect } from './data-table-sort-select';
import type { DataTableConnection, DataTableList, DataTableMessage, DataTableQuery } from './data-table-types';
import { isForbidden } from './is-forbidden';

export interface DataTableProps<TResult, TData extends { id: string }> {
  /** Names the table (caption) and the card list: "Properties". */
  label: string;
  columns: DataTableColumns<TData>;
  list: DataTableList;
  query: DataTableQuery<TResult>;
  connection: (data: TResult) => DataTableConnection<TData> | null | undefined;
  /** The whole row (card on phones) links here, through its title. */
  rowLink?: DataTableRowLinkSpec<TData>;
  /** Marks the row whose detail is open. */
  isCurrentRow?: (row: TData) => boolean;
  /** When nothing exists yet. */
  empty: DataTableMessage;
  /** When a search or filter matches nothing; a "Clear filters" button follows it. */
  filteredEmpty?: DataTableMessage;
  /** Heading of the error state; "Could not load {label}" by default. */
  errorTitle?: string;
}

const NO_ROWS: never[] = [];

/** Table from 768 px, cards below. While another page loads the current one stays on screen, dimmed and busy. */
export function DataTable<TResult, TData extends { id: string }>({
  label,
  columns,
  list,
  query,
  connection: selectConnection,
  rowLink,
  isCurrentRow,
  empty,
  filteredEmpty,
  errorTitle,
}: DataTableProps<TResult, TData>) {
  const isMobile = useIsMobile();
  const shown = query.data ?? query.previousData;
  const connection = shown === undefined ? undefined : selectConnection(shown);
  const rows = useMemo(() => connection?.edges.map((edge) => edge.node) ?? NO_ROWS, [connection]);

  // The server sorts: TanStack holds the URL's sort as its state, and a header click goes back to the URL.
  const sortColumn = list.sort && columns.find((column) => column.meta?.sortKey === list.sort?.key);
  const sortColumnId = sortColumn ? columnDefId(sortColumn) : undefined;
  const sortDesc = list.sort?.desc ?? false;
  const sorting = useMemo<SortingState>(
    () => (sortColumnId ? [{ id: sortColumnId, desc: sortDesc }] : []),
    [sortColumnId, sortDesc],
  );
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      const key = next && columns.find((column) => columnDefId(column) === next.id)?.meta?.sortKey;
      list.setSort(next && key ? { key, desc: next.desc } : null);
    },
  });

  const leafColumns = table.getAllLeafColumns();
  const titleColumnId = (leafColumns.find((column) => column.columnDef.meta?.title) ?? leafColumns[0])?.id;
  const sortable = leafColumns.some((column) => column.columnDef.meta?.sortKey);
  const retry = () => void query.refetch().catch(() => undefined);

  if (query.error && query.data === undefined) {
    if (isForbidden(query.error)) {
      return (
        <EmptyState title={`You do not have access to ${label.toLowerCase()}`}>
          Ask an administrator of your company if you need to see them.
        </EmptyState>
      );
    }
    return (
      <ErrorState
        title={errorTitle ?? `Could not load ${label.toLowerCase()}`}
        message={query.error.message}
        onRetry={retry}
      />
    );
  }

  const loading = connection == null || (rows.length === 0 && query.loading);
  const busy = !loading && query.loading;

  if (!loading && rows.length === 0) {
    const { page } = list;
    if (list.isFiltered) {
      const message = filteredEmpty ?? {
        title: `No matching ${label.toLowerCase()}`,
        description: 'Try another search or clear the filters.',
      };
      return (
        <EmptyState title={message.title}>
          {message.description}
          <Button variant="secondary" className="mt-4 min-h-11" onClick={list.clearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      );
    }
    if (page.after !== null) {
      return (
        <EmptyState title="No more rows here">
          This page is past the end of the list.
          <Button variant="secondary" className="mt-4 min-h-11" onClick={page.first}>
            First page
          </Button>
        </EmptyState>
      );
    }
    return <EmptyState title={empty.title}>{empty.description}</EmptyState>;
  }

  const view = { table, label, titleColumnId, loading, busy, rowLink, isCurrentRow };
  const endCursor = connection?.pageInfo.endCursor ?? null;
  return (
    <div className="space-y-4">
      {isMobile && sortable ? (
        <DataTableSortSelect columns={leafColumns} sort={list.sort} onSortChange={list.setSort} />
      ) : null}
      {isMobile ? <DataTableCards {...view} /> : <DataTableGrid {...view} />}
      {connection ? (
        <DataTablePagination
          offset={list.page.offset}
          shown={rows.length}
          total={connection.totalCount}
          busy={query.loading}
          hasPrevious={list.page.hasPrevious}
          hasNext={connection.pageInfo.hasNextPage && endCursor !== null}
          onPrevious={list.page.previous}
          onNext={() => {
            if (endCursor !== null) list.page.next(endCursor);
          }}
          onFirst={list.page.first}
          error={query.error ? new Error(query.error.message) : null}
        />
      ) : null}
    </div>
  );
}
