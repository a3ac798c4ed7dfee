import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

import { useAdminContactSubmissionsQuery } from '../api';
import type { ContactFilters } from '../api/export-csv';
import { SOURCE_LABELS } from './contact-labels';
import { ContactStatusBadge } from './contact-status-badge';

export const CONTACT_PAGE_SIZE = 25;

export interface ContactSubmissionListProps {
  filters: ContactFilters;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function ContactSubmissionList({ filters, selectedId, onSelect }: ContactSubmissionListProps) {
  const q = filters.q.trim();
  const { data, error, networkStatus, refetch, fetchMore } = useAdminContactSubmissionsQuery({
    variables: { first: CONTACT_PAGE_SIZE, q: q || null, source: filters.source, status: filters.status },
    notifyOnNetworkStatusChange: true,
  });
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);

  const connection = data?.contactSubmissions;
  if (!connection) {
    if (error)
      return (
        <ErrorState
          title="Could not load contact submissions"
          message={error.message}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading contact submissions">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  }

  const submissions = connection.edges.map((edge) => edge.node);
  if (submissions.length === 0) {
    const filtered = Boolean(q || filters.source || filters.status);
    return (
      <EmptyState title={filtered ? 'No matching contact submissions' : 'No contact submissions yet'}>
        {filtered
          ? 'Try another search or clear the filters.'
          : 'Requests from the sales bot and the contact, request-access and demo pages will appear here.'}
      </EmptyState>
    );
  }

  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const { hasNextPage, endCursor } = connection.pageInfo;

  function loadMore(after: string) {
    setLoadMoreError(null);
    fetchMore({ variables: { after } }).catch((failure: unknown) => {
      setLoadMoreError(failure instanceof Error ? failure.message : 'Could not load more contact submissions');
    });
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <button
              type="button"
              aria-current={submission.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(submission.id)}
              className={cn(
                'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between',
                submission.id === selectedId && 'bg-brand-50',
              )}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{submission.fullName}</span>
                <span className="block truncate text-sm text-slate-600">
                  {submission.email}
                  {submission.company ? ` · ${submission.company}` : ''}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-2 text-xs text-slate-500">
                <span>{SOURCE_LABELS[submission.source]}</span>
                <span>{formatDateTime(submission.submittedAt)}</span>
                <ContactStatusBadge status={submission.status} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {submissions.length} of {connection.totalCount}
        </p>
        {loadMoreError ? (
          <p role="alert" className="text-sm text-red-700">
            {loadMoreError}
          </p>
        ) : null}
        {hasNextPage && endCursor ? (
          <Button
            variant="secondary"
            disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={() => loadMore(endCursor)}
          >
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
