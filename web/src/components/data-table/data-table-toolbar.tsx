import { useId } from 'react';
import type { ReactNode } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { MAX_SEARCH_LENGTH } from './use-list-params';

/** One filter select: the list's allowed values (from `useListParams`) shown with these labels. */
interface DataTableFilter {
  name: string;
  label: string;
  /** The first option, which clears the filter ("All statuses"). */
  allLabel: string;
  optionLabels: Readonly<Record<string, string>>;
}

/** What the toolbar reads of `useListParams`. */
interface DataTableToolbarList {
  search: string;
  setSearch: (text: string) => void;
  filters: Readonly<Record<string, string | null>>;
  setFilter: (name: string, value: string | null) => void;
  filterOptions: Readonly<Record<string, readonly string[]>>;
}

export interface DataTableToolbarProps {
  list: DataTableToolbarList;
  /** Shows the search box (the list must use `search: true`); its label defaults to "Search". */
  search?: { label?: string; placeholder: string };
  filters?: readonly DataTableFilter[];
  /** Actions at the end of the bar (Export CSV, New ...). */
  children?: ReactNode;
}

export const SELECT_CLASSES =
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

export function DataTableToolbar({ list, search, filters = [], children }: DataTableToolbarProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div role="search" className="grid flex-1 gap-3 sm:grid-flow-col sm:auto-cols-fr">
        {search ? (
          <div className="space-y-1 sm:col-span-2">
            <Label htmlFor={`${id}-search`}>{search.label ?? 'Search'}</Label>
            <Input
              id={`${id}-search`}
              type="search"
              className="min-h-11"
              placeholder={search.placeholder}
              maxLength={MAX_SEARCH_LENGTH}
              value={list.search}
              onChange={(event) => list.setSearch(event.target.value)}
            />
          </div>
        ) : null}
        {filters.map((filter) => (
          <div key={filter.name} className="space-y-1">
            <Label htmlFor={`${id}-${filter.name}`}>{filter.label}</Label>
            <select
              id={`${id}-${filter.name}`}
              className={SELECT_CLASSES}
              value={list.filters[filter.name] ?? ''}
              onChange={(event) => list.setFilter(filter.name, event.target.value || null)}
            >
              <option value="">{filter.allLabel}</option>
              {(list.filterOptions[filter.name] ?? []).map((value) => (
                <option key={value} value={value}>
                  {filter.optionLabels[value] ?? value}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {children ? <div className="flex shrink-0 flex-wrap items-end gap-2">{children}</div> : null}
    </div>
  );
}
