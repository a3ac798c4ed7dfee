import { Link } from 'react-router-dom';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailField } from '@/components/ui/detail-field';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPence } from '@/lib/format';

import { usePropertyOwnerQuery, useUpdatePropertyOwnerMutation } from '../api/property-owners.generated';
import type { PropertyOwnerQuery } from '../api/property-owners.generated';
import { ownerFormValues, toUpdateOwnerInput } from '../lib/owner-form';
import { managementFeeLabel } from './owner-labels';
import { OwnerForm } from './owner-form';
import { OwnerStatementSection } from './owner-statement';

type Owner = NonNullable<PropertyOwnerQuery['propertyOwner']>;

interface OwnerDetailProps {
  id: string;
  /** The company's landlord or manager (ISO-02: an owner reads their own record only). */
  canEdit: boolean;
}

/** "Sort code **-**-56, account ****5678": the only form bank details ever reach the browser in (OWN-01). */
function maskedBank(owner: Owner): string | null {
  const bank = owner.bankDetails;
  if (!bank) return null;
  return `sort code **-**-${bank.sortCodeLast2}, account ****${bank.accountNumberLast4}`;
}

/** OWN-01: contact, correspondence address, bank details masked, fee and limit, their properties; edit for staff. */
export function OwnerDetail({ id, canEdit }: OwnerDetailProps) {
  const { data, error, loading, refetch } = usePropertyOwnerQuery({ variables: { id } });
  const [editing, setEditing] = useState(false);
  const [update] = useUpdatePropertyOwnerMutation();
  if (error && !data) {
    return (
      <div className="space-y-4">
        {/* The page keeps its name in every state (a screen reader user lands on its heading). */}
        <h1 className="text-2xl font-bold text-slate-900">Property owner</h1>
        <ErrorState title="Could not load the owner" message={error.message} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (loading && !data) {
    return (
      <div aria-busy="true" aria-label="Loading owner" className="space-y-3">
        <h1 className="sr-only">Property owner</h1>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-48" />
      </div>
    );
  }
  const owner = data?.propertyOwner;
  if (!owner) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Owner not found</h1>
        <EmptyState title="This owner does not exist">It may have been removed, or it is not yours to see.</EmptyState>
      </div>
    );
  }
  const address = [owner.addressLine1, owner.addressLine2, owner.city, owner.postcode].filter(Boolean).join(', ');
  const bank = maskedBank(owner);
  const properties = owner.properties.edges.map((edge) => edge.node);

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-500">Property owner</p>
          <h1 className="text-2xl font-bold text-slate-900">{owner.name}</h1>
        </div>
        {canEdit && !editing ? (
          <Button variant="secondary" className="min-h-11" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </header>
      {editing ? (
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Edit owner</h2>
          <OwnerForm
            defaultValues={ownerFormValues(owner)}
            storedBank={bank}
            submitLabel="Save changes"
            pendingLabel="Saving…"
            onSubmit={async (values) => {
              await update({ variables: { id: owner.id, input: toUpdateOwnerInput(values) } });
              setEditing(false);
            }}
          />
          <Button variant="secondary" className="mt-3" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Card>
      ) : (
        <Card>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DetailField label="E-mail">{owner.email ?? 'None'}</DetailField>
            <DetailField label="Phone">{owner.phone ?? 'None'}</DetailField>
            <DetailField label="Correspondence address">{address || 'Not recorded'}</DetailField>
            <DetailField label="Bank details">
              {bank
                ? `${owner.bankDetails?.accountName ? `${owner.bankDetails.accountName}, ` : ''}${bank}`
                : 'Not recorded'}
            </DetailField>
            <DetailField label="Management fee">{managementFeeLabel(owner)}</DetailField>
            <DetailField label="Spending limit per repair">{formatPence(owner.spendingLimitPence)}</DetailField>
          </dl>
        </Card>
      )}
      <section aria-labelledby="owner-properties" className="space-y-3">
        <h2 id="owner-properties" className="text-lg font-semibold text-slate-900">
          Properties ({owner.properties.totalCount})
        </h2>
        {properties.length === 0 ? (
          <EmptyState title="No properties linked">Link a property to this owner from the property's form.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {properties.map((property) => (
              <li key={property.id} className="p-3">
                <Link to={paths.property(property.id)} className="font-medium text-brand-700 underline">
                  {property.reference}
                </Link>{' '}
                <span className="text-sm text-slate-600">
                  {property.addressLine1}, {property.city} {property.postcode}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <OwnerStatementSection ownerId={owner.id} />
    </div>
  );
}
