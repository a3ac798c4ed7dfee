import { ErrorState } from '@/components/ui/error-state';

import { useDashboardQuery } from '../api';
import { SummaryCard } from './summary-card';

export function DashboardSummary() {
  const { data, loading, error, refetch } = useDashboardQuery({ notifyOnNetworkStatusChange: true });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load your dashboard"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  const summary = loading || !data ? null : data.dashboard;
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy={summary === null}>
      <SummaryCard
        title="Properties"
        description="In your portfolio"
        testId="count-properties"
        count={summary?.propertyCount ?? null}
      />
      <SummaryCard
        title="Open maintenance requests"
        description="Reported, in progress or awaiting a trade"
        testId="count-open-maintenance"
        count={summary?.openMaintenanceCount ?? null}
      />
    </div>
  );
}
