import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';

import { useUtilityAccountsQuery } from '../api/utility-accounts.generated';
import { UtilityAccountCard } from './utility-account-card';

/** A property's accounts as cards: one column on a phone, two from 1024 px. */
export function UtilityAccountsPanel({ propertyId, canEdit }: { propertyId: string; canEdit: boolean }) {
  const { data, loading, error, refetch } = useUtilityAccountsQuery({ variables: { propertyId } });
  if (loading && !data) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading utility accounts">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (error && !data) {
    return (
      <ErrorState
        message="The utility accounts could not be loaded."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const accounts = data?.utilityAccounts;
  if (!accounts)
    return <EmptyState title="Property not found">It may have been removed, or is not yours to see.</EmptyState>;
  if (accounts.length === 0) {
    return (
      <EmptyState title="No utility accounts yet">
        {canEdit ? 'Add the first one with the form above.' : 'None has been recorded for this property.'}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {accounts.map((account) => (
        <UtilityAccountCard key={account.id} account={account} canEdit={canEdit} />
      ))}
    </div>
  );
}
