import { Card } from '@/components/ui/card';
import { DetailField } from '@/components/ui/detail-field';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPence } from '@/lib/format';

import { useCurrentTenanciesQuery } from '../api/dashboard.generated';

/** DASH-01: a tenant's current tenancy (ISO-02: their own only), its home, rent and dates. */
export function TenancyCard() {
  const { data, error, refetch } = useCurrentTenanciesQuery({ notifyOnNetworkStatusChange: true });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load your tenancy"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) {
    return (
      <Card aria-busy="true" aria-label="Your tenancy">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="mt-3 h-4 w-48" />
      </Card>
    );
  }

  const tenancies = data.leases.edges.map((edge) => edge.node);
  if (tenancies.length === 0) {
    return (
      <Card aria-labelledby="tenancy-none">
        <h2 id="tenancy-none" className="font-semibold text-slate-900">
          No current tenancy
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Your login is not linked to a current tenancy. Ask your letting agent to link it.
        </p>
      </Card>
    );
  }
  return (
    <>
      {tenancies.map((tenancy) => (
        <Card key={tenancy.id} aria-labelledby={`tenancy-${tenancy.id}`}>
          <p className="text-sm font-medium text-slate-600">Your tenancy</p>
          <h2 id={`tenancy-${tenancy.id}`} className="mt-1 text-lg font-semibold text-slate-900">
            {tenancy.property
              ? [tenancy.property.addressLine1, tenancy.property.city, tenancy.property.postcode].join(', ')
              : 'Your home'}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <DetailField label="Rent">{formatPence(tenancy.monthlyRentPence)} a month</DetailField>
            <DetailField label="Since">{formatDate(tenancy.startDate)}</DetailField>
            <DetailField label={tenancy.status === 'ending' ? 'Notice given: ends' : 'Ends'}>
              {tenancy.endDate ? formatDate(tenancy.endDate) : 'No end date (periodic)'}
            </DetailField>
          </dl>
        </Card>
      ))}
    </>
  );
}
