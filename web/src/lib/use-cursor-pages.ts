import { useState } from 'react';

/**
 * Previous / Next over a keyset-paged list: the cursors of the pages walked so far, the last being the
 * current page's. A new `filterKey` (search, status...) starts again at the first page.
 */
export function useCursorPages(filterKey: string, pageSize: number) {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  if (state.key !== filterKey) setState({ key: filterKey, cursors: [null] });
  const cursors = state.key === filterKey ? state.cursors : [null];
  return {
    cursor: cursors[cursors.length - 1] ?? null,
    /** Index of the current page's first item. */
    offset: (cursors.length - 1) * pageSize,
    hasPrevious: cursors.length > 1,
    previous: () => setState((current) => ({ ...current, cursors: current.cursors.slice(0, -1) })),
    next: (cursor: string) => setState((current) => ({ ...current, cursors: [...current.cursors, cursor] })),
    first: () => setState((current) => ({ ...current, cursors: [null] })),
  };
}
