import { Card } from '@/components/ui/card';
import { DetailField } from '@/components/ui/detail-field';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPence } from '@/lib/format';

import { usePropertiesQuery } from '../api/properties.generated';
import { bedroomsLabel, propertyTypeLabels } from './property-labels';

interface TenantHomeProps {
  /** The letting agent, named where the tenant is told whom to ask. */
  companyName: string | undefined;
}

/** ISO-07: a tenant's `/properties` is their home, the property of their current tenancy (ISO-02). */
export function TenantHome({ companyName }: TenantHomeProps) {
  const { data, error, refetch } = usePropertiesQuery({ variables: { first: 5 }, notifyOnNetworkStatusChange: true });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load your home"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) {
    return (
      <Card aria-busy="true" aria-label="Your home">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="mt-3 h-4 w-48" />
      </Card>
    );
  }

  const homes = data.properties.edges.map((edge) => edge.node);
  if (homes.length === 0) {
    return (
      <EmptyState title="No current tenancy on your account">
        Ask {companyName ?? 'your letting agent'} to link your login to your tenancy.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      {homes.map((home) => (
        <Card key={home.id} aria-labelledby={`home-${home.id}`}>
          <h2 id={`home-${home.id}`} className="text-lg font-semibold text-slate-900">
            {home.addressLine1}
          </h2>
          <p className="text-sm text-slate-600">
            {[home.addressLine2, home.city, home.postcode].filter(Boolean).join(', ')}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <DetailField label="Home">
              {propertyTypeLabels[home.type]}, {bedroomsLabel(home.bedrooms).toLowerCase()}
            </DetailField>
            <DetailField label="Rent">
              {home.monthlyRentPence == null ? 'Not set' : `${formatPence(home.monthlyRentPence)} a month`}
            </DetailField>
            <DetailField label="Managed by">{companyName ?? 'Your letting agent'}</DetailField>
          </dl>
        </Card>
      ))}
    </div>
  );
}
