import { useSearchParams } from 'react-router-dom';

import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { NewUtilityAccountForm } from '@/features/utility-accounts/components/new-utility-account-form';
import { UtilityAccountsPanel } from '@/features/utility-accounts/components/utility-accounts-panel';
import { UtilityPropertyPicker } from '@/features/utility-accounts/components/utility-property-picker';

/** UTIL-01: a property's utility accounts and meter readings; the agency's staff add accounts and readings. */
export function UtilityAccountsRoute() {
  const [params, setParams] = useSearchParams();
  const propertyId = params.get('property') ?? '';
  const { scope, error, retry } = useRoleScope();
  const canEdit = scope === 'company';
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Utility management</h1>
        <p className="text-sm text-slate-600">Suppliers, account numbers, meter points and readings per property.</p>
      </header>
      {error ? <ErrorState message="Your account could not be loaded." onRetry={retry} /> : null}
      <UtilityPropertyPicker
        value={propertyId}
        onChange={(id) => setParams(id ? { property: id } : {}, { replace: true })}
      />
      {propertyId ? (
        <>
          {canEdit ? (
            <Card aria-labelledby="new-utility-account" className="space-y-3">
              <h2 id="new-utility-account" className="font-semibold text-slate-900">
                Add an account
              </h2>
              <NewUtilityAccountForm key={propertyId} propertyId={propertyId} />
            </Card>
          ) : null}
          <UtilityAccountsPanel propertyId={propertyId} canEdit={canEdit} />
        </>
      ) : (
        <p className="text-sm text-slate-600">Choose a property to see its utility accounts.</p>
      )}
    </div>
  );
}
