import type { ReactNode } from 'react';

import { Button } from './button';

interface LoadMoreFooterProps {
  /** How many items are on screen, and how many the filter matches. */
  shown: number;
  total: number;
  /** Added after the count, e.g. " · 2 unread". */
  extra?: ReactNode;
  /** What the list holds, for the error line: "Could not load more {noun}." */
  noun: string;
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
}

/** The foot of a cursor-paged list (TanStack infinite query): the count, a paging error, Load more. */
export function LoadMoreFooter({ shown, total, extra, noun, query }: LoadMoreFooterProps) {
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {shown} of {total}
        {extra}
      </p>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load more {noun}. Please try again.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
