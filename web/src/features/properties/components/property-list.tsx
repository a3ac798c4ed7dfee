import { NetworkStatus } from '@apollo/client';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';

import { usePropertiesQuery } from '../api';
import { PropertyTable } from './property-table';
import { PropertyTableSkeleton } from './property-table-skeleton';

const PAGE_SIZE = 25;

export function PropertyList() {
  const { data, error, networkStatus, refetch, fetchMore } = usePropertiesQuery({
    variables: { first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);

  const connection = data?.properties;
  if (!connection) {
    if (error)
      return (
        <ErrorState
          title="Could not load properties"
          message={error.message}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    return <PropertyTableSkeleton />;
  }

  const properties = connection.edges.map((edge) => edge.node);
  if (properties.length === 0) {
    return <EmptyState title="No properties yet">Properties you add to your portfolio will be listed here.</EmptyState>;
  }

  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const { hasNextPage, endCursor } = connection.pageInfo;

  function loadMore(after: string) {
    setLoadMoreError(null);
    fetchMore({ variables: { after } }).catch((failure: unknown) => {
      setLoadMoreError(failure instanceof Error ? failure.message : 'Could not load more properties');
    });
  }

  return (
    <div className="space-y-4">
      <PropertyTable properties={properties} />
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {properties.length} of {connection.totalCount}
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
