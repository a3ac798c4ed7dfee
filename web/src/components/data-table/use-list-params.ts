import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Location } from 'react-router-dom';

import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Filter name (its URL parameter and GraphQL variable) -> the values it accepts. */
export type ListFilterSpec = Readonly<Record<string, readonly string[]>>;

export interface ListParamsOptions<F extends ListFilterSpec, S extends string, Q extends boolean> {
  /** Rows per page, sent as `first`. */
  pageSize?: number;
  /** The list has a search box: `q` in the URL and in the variables. */
  search?: Q;
  filters?: F;
  /** The server's sort keys; `sort=key` or `sort=-key` (descending) in the URL. */
  sorts?: readonly S[];
}

export interface ListSort<S extends string = string> {
  key: S;
  desc: boolean;
}

type ListFilterValues<F extends ListFilterSpec> = { [K in keyof F]: F[K][number] | null };

type SearchVariables<Q extends boolean> = Q extends true ? { q: string | null } : unknown;
type SortVariables<S extends string> = [S] extends [never] ? unknown : { sort: S | `-${S}` | null };

/** The GraphQL variables of the list's query: only the arguments this list declared. */
type ListVariables<F extends ListFilterSpec, S extends string, Q extends boolean> = {
  first: number;
  after?: string;
} & SearchVariables<Q> &
  ListFilterValues<F> &
  SortVariables<S>;

/** Where the current page is within the list (cursor paging: the server only knows "after this row"). */
export interface ListPage {
  pageSize: number;
  /** The `after` cursor of this page; null on the first page. */
  after: string | null;
  /** Index of the page's first row, or null when the page was opened from a link and its place is unknown. */
  offset: number | null;
  hasPrevious: boolean;
  previous: () => void;
  next: (endCursor: string) => void;
  /** Back to the first page (the way out of a bookmarked page whose earlier pages are unknown). */
  first: () => void;
}

export interface ListParams<F extends ListFilterSpec, S extends string, Q extends boolean> {
  /** The search box's text: changes at once; `q` follows once typing pauses. */
  search: string;
  setSearch: (text: string) => void;
  /** The search the list is showing (trimmed). */
  q: string;
  filters: ListFilterValues<F>;
  /** Values a filter does not accept are ignored, like unknown filters. */
  setFilter: (name: string, value: string | null) => void;
  filterOptions: F;
  sort: ListSort<S> | null;
  /** A key that is not one of `sorts` clears the sort (the server's default order). */
  setSort: (sort: ListSort<string> | null) => void;
  sortKeys: readonly S[];
  /** A search or a filter is narrowing the list (the empty state then offers to clear them). */
  isFiltered: boolean;
  /** Drops the search and every filter, keeps the sort. */
  clearFilters: () => void;
  page: ListPage;
  variables: ListVariables<F, S, Q>;
}

const DEFAULT_PAGE_SIZE = 25;
export const MAX_SEARCH_LENGTH = 200;
const MAX_CURSOR_LENGTH = 1000;
const CURSORS_STATE_KEY = 'listCursors';

const NO_FILTERS: ListFilterSpec = {};
const NO_SORTS: readonly never[] = [];

function cleanSearch(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_LENGTH);
}

function parseSort<S extends string>(value: string | null, keys: readonly S[]): ListSort<S> | null {
  if (!value) return null;
  const desc = value.startsWith('-');
  const key = keys.find((candidate) => candidate === (desc ? value.slice(1) : value));
  return key === undefined ? null : { key, desc };
}

function parseAfter(value: string | null): string | null {
  return value && value.length <= MAX_CURSOR_LENGTH ? value : null;
}

/** Oldest first; a leading null reaches the first page, else the page came from a link (earlier pages unknown). */
function readCursors(state: unknown, after: string | null): (string | null)[] {
  if (after === null || typeof state !== 'object' || state === null) return [];
  const cursors: unknown = (state as Record<string, unknown>)[CURSORS_STATE_KEY];
  if (!Array.isArray(cursors)) return [];
  return cursors.every((cursor) => cursor === null || typeof cursor === 'string') ? (cursors as (string | null)[]) : [];
}

function searchWith(search: string, changes: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A list's search, filters, sort and page, kept in the URL so a view can be bookmarked and shared. Parameters and
 * values a list does not accept are ignored and left in the URL for whoever owns them. A new search, filter or
 * sort starts at the first page; each page is its own history entry remembering the cursors before it, so
 * Previous works across Back, Forward and a reload.
 *
 * Pass the options as a module-level constant: they describe the list, not the render.
 */
export function useListParams<
  const F extends ListFilterSpec = Record<never, never>,
  const S extends string = never,
  const Q extends boolean = false,
>(options: ListParamsOptions<F, S, Q> = {}): ListParams<F, S, Q> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const filterSpec = (options.filters ?? NO_FILTERS) as F;
  const sortKeys = options.sorts ?? (NO_SORTS as readonly S[]);
  const withSearch = options.search === true;

  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);

  const q = withSearch ? cleanSearch(params.get('q') ?? '') : '';
  const after = parseAfter(params.get('after'));
  const sort = parseSort(params.get('sort'), sortKeys);
  const filters = useMemo(() => {
    const values: Record<string, string | null> = {};
    for (const [name, allowed] of Object.entries(filterSpec)) {
      const value = params.get(name);
      values[name] = value !== null && allowed.includes(value) ? value : null;
    }
    return values as ListFilterValues<F>;
  }, [filterSpec, params]);

  // Navigation from a timer or an effect must start from the latest URL, not the render's.
  const latest = useRef<Location>(location);
  useLayoutEffect(() => {
    latest.current = location;
  }, [location]);

  /** Changes parameters of the current URL; every change but paging starts again at the first page. */
  const update = useCallback(
    (changes: Readonly<Record<string, string | null>>, how: { replace?: boolean; state?: unknown } = {}) => {
      const current = latest.current;
      const search = searchWith(current.search, 'after' in changes ? changes : { ...changes, after: null });
      if (search === current.search) return;
      // The router's state moves before React renders the new location: a second change in that gap (a filter
      // chosen just as the search is written) must build on this one, not on the rendered URL.
      latest.current = { ...current, search };
      navigate(
        { pathname: current.pathname, search, hash: current.hash },
        { replace: how.replace, state: how.state, preventScrollReset: !('after' in changes) },
      );
    },
    [navigate],
  );

  // The search box: its own text, written to the URL once typing pauses (replacing the entry, so typing
  // leaves no trail in the history). A `q` this hook did not write (Back, a link, Clear filters) wins.
  const [search, setSearch] = useState(q);
  const writtenQ = useRef(q);
  useEffect(() => {
    if (q === writtenQ.current) return;
    writtenQ.current = q;
    setSearch(q);
  }, [q]);
  const debouncedSearch = cleanSearch(useDebouncedValue(search));
  useEffect(() => {
    if (!withSearch || debouncedSearch === writtenQ.current) return;
    writtenQ.current = debouncedSearch;
    update({ q: debouncedSearch }, { replace: true });
  }, [debouncedSearch, withSearch, update]);

  // A filter or sort chosen while typing has paused for less than the debounce takes the box's text with it,
  // so one request carries what the screen shows (not the old search with the new filter, then the new search).
  const typed = useRef(search);
  useLayoutEffect(() => {
    typed.current = search;
  }, [search]);
  const withPendingSearch = useCallback(
    (changes: Record<string, string | null>) => {
      if (!withSearch) return changes;
      const pending = cleanSearch(typed.current);
      if (pending === writtenQ.current) return changes;
      writtenQ.current = pending;
      return { ...changes, q: pending };
    },
    [withSearch],
  );

  const setFilter = useCallback(
    (name: string, value: string | null) => {
      const allowed = filterSpec[name];
      if (!allowed || (value !== null && !allowed.includes(value))) return;
      update(withPendingSearch({ [name]: value }));
    },
    [filterSpec, update, withPendingSearch],
  );

  const setSort = useCallback(
    (next: ListSort<string> | null) => {
      const known = next !== null && (sortKeys as readonly string[]).includes(next.key);
      update(withPendingSearch({ sort: known ? `${next.desc ? '-' : ''}${next.key}` : null }));
    },
    [sortKeys, update, withPendingSearch],
  );

  const clearFilters = useCallback(() => {
    const changes: Record<string, null> = { q: null };
    for (const name of Object.keys(filterSpec)) changes[name] = null;
    writtenQ.current = '';
    typed.current = '';
    setSearch('');
    update(changes);
  }, [filterSpec, update]);

  const cursors = readCursors(location.state, after);
  const reachesFirstPage = after === null || cursors[0] === null;
  const page: ListPage = {
    pageSize,
    after,
    offset: reachesFirstPage ? (after === null ? 0 : cursors.length) * pageSize : null,
    hasPrevious: cursors.length > 0,
    previous: () => {
      const previousAfter = cursors.at(-1);
      if (previousAfter === undefined) return;
      update({ after: previousAfter }, { state: { [CURSORS_STATE_KEY]: cursors.slice(0, -1) } });
    },
    next: (endCursor) => update({ after: endCursor }, { state: { [CURSORS_STATE_KEY]: [...cursors, after] } }),
    first: () => update({ after: null }),
  };

  const sortToken = sort ? `${sort.desc ? '-' : ''}${sort.key}` : null;
  const sortable = sortKeys.length > 0;
  const variables = useMemo(() => {
    const result: Record<string, unknown> = { first: pageSize };
    if (after !== null) result.after = after;
    if (withSearch) result.q = q || null;
    Object.assign(result, filters);
    if (sortable) result.sort = sortToken;
    return result as ListVariables<F, S, Q>;
  }, [pageSize, after, withSearch, q, filters, sortable, sortToken]);

  return {
    search,
    setSearch,
    q,
    filters,
    setFilter,
    filterOptions: filterSpec,
    sort,
    setSort,
    sortKeys,
    isFiltered: q !== '' || Object.values(filters).some((value) => value !== null),
    clearFilters,
    page,
    variables,
  };
}
