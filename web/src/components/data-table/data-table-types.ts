import type { Column, Header, ReactTable, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import type { DataTableFeatures } from './data-table-columns';
import type { DataTableRowLinkSpec } from './data-table-row-link';
import type { ListPage, ListSort } from './use-list-params';

/** A page of a GraphQL connection, as every list query of the bff returns it. */
export interface DataTableConnection<TNode> {
  edges: ReadonlyArray<{ node: TNode }>;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
}

/** What the DataTable reads of a query: Apollo's `useQuery` result fits as it is. */
export interface DataTableQuery<TResult> {
  data?: TResult;
  /** The last result for other variables, kept on screen while the new page loads. */
  previousData?: TResult;
  loading: boolean;
  error?: { message: string } | null;
  refetch: () => Promise<unknown>;
}

/** What the DataTable reads of `useListParams`. */
export interface DataTableList {
  sort: ListSort | null;
  setSort: (sort: ListSort | null) => void;
  isFiltered: boolean;
  clearFilters: () => void;
  page: ListPage;
}

export interface DataTableMessage {
  title: string;
  description?: ReactNode;
}

type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;
export type DataTableLeafColumn<TData extends RowData> = Column<DataTableFeatures, TData>;
export type DataTableHeader<TData extends RowData> = Header<DataTableFeatures, TData>;

/** What both views of a list render from: the table from 768 px, the cards below. */
export interface DataTableViewProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  label: string;
  titleColumnId: string | undefined;
  /** No page yet: skeleton rows. */
  loading: boolean;
  /** A new page is loading while this one stays on screen. */
  busy: boolean;
  rowLink?: DataTableRowLinkSpec<TData>;
  isCurrentRow?: (row: TData) => boolean;
}
