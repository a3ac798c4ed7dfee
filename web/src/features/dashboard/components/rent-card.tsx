import { Card } from '@/components/ui/card';
import { DetailField } from '@/components/ui/detail-field';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPence } from '@/lib/format';

import { useOwnerRentQuery, useTenantRentQuery } from '../api/dashboard.generated';

function Loading({ label }: { label: string }) {
  return (
    <Card aria-busy="true" aria-label={label}>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="mt-3 h-4 w-64" />
    </Card>
  );
}

function balanceText(pence: number): string {
  if (pence < 0) return `${formatPence(-pence)} in credit`;
  return pence === 0 ? 'Nothing owed' : `${formatPence(pence)} owed`;
}

/** DASH-01, RENT-03: the tenant's next rent due and balance, for each current tenancy of theirs (ISO-02). */
export function TenantRentCard() {
  const { data, error, refetch } = useTenantRentQuery({ notifyOnNetworkStatusChange: true });
  if (error && !data) {
    return (
      <ErrorState
        title="Could not load your rent"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) return <Loading label="Loading your rent" />;
  const standings = data.tenancies.edges.flatMap(({ node }) =>
    node.rentStanding ? [{ id: node.id, ...node.rentStanding }] : [],
  );
  return (
    <>
      {standings.map((standing) => (
        <Card key={standing.id} aria-labelledby={`rent-${standing.id}`}>
          <h2 id={`rent-${standing.id}`} className="text-sm font-medium text-slate-600">
            Your rent
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <DetailField label="Next rent due">
              {standing.nextCharge
                ? `${formatPence(standing.nextCharge.outstandingPence)} on ${formatDate(standing.nextCharge.dueDate)}`
                : 'Nothing scheduled'}
            </DetailField>
            <DetailField label="Balance">{balanceText(standing.balancePence)}</DetailField>
            {standing.arrearsPence > 0 ? (
              <DetailField label="Overdue">{formatPence(standing.arrearsPence)}</DetailField>
            ) : null}
          </dl>
        </Card>
      ))}
    </>
  );
}

/** DASH-01, RENT-03: the rent received this month on the owner's properties' tenancies (ISO-02). */
export function OwnerRentCard() {
  const { data, error, refetch } = useOwnerRentQuery({ notifyOnNetworkStatusChange: true });
  if (error && !data) {
    return (
      <ErrorState
        title="Could not load rent received"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) return <Loading label="Loading rent received" />;
  const { rent } = data.dashboard;
  return (
    <Card aria-labelledby="rent-received-heading">
      <h2 id="rent-received-heading" className="text-sm font-medium text-slate-600">
        Rent received this month
      </h2>
      <p data-testid="rent-received" className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">
        {formatPence(rent.receivedThisMonthPence)}
      </p>
      <p className="mt-1 text-sm text-slate-500">
        From {rent.tenancyCount} {rent.tenancyCount === 1 ? 'tenancy' : 'tenancies'} of your properties
        {rent.arrearsPence > 0 ? `; ${formatPence(rent.arrearsPence)} overdue` : ''}
      </p>
    </Card>
  );
}
