import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailField } from '@/components/ui/detail-field';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate, formatPence } from '@/lib/format';

import { useArchivePropertyMutation, usePropertyQuery, useUpdatePropertyMutation } from '../api/properties.generated';
import type { PropertyDetailFragment } from '../api/properties.generated';
import { propertyFormValues } from '../lib/property-form';
import { PropertyComplianceTab } from './property-compliance';
import { PropertyForm } from './property-form';
import { PropertyHistory } from './property-history';
import { bedroomsLabel, licenceLabels, nationLabels, propertyTypeLabels } from './property-labels';
import { PropertyStatusBadge } from './property-status-badge';

interface PropertyDetailProps {
  id: string;
  /** The company's landlord or manager: edit, archive and the history (ISO-02: never offered to others). */
  canEdit: boolean;
  /** Tabs another feature fills (features never import each other: the route composes them). */
  slots?: Partial<Record<SlotTab, ReactNode>>;
}

type SlotTab = 'documents' | 'utilities';

const TAB_CLASSES =
  'min-h-11 border-b-2 border-transparent px-3 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-slate-900';

/** PROP-03's tabs after Overview, in order; a tab not built yet says what it will hold. */
const TABS: readonly { value: string; label: string; later?: string }[] = [
  { value: 'tenancies', label: 'Tenancies', later: 'The tenancies of this property' },
  { value: 'compliance', label: 'Compliance' },
  { value: 'maintenance', label: 'Maintenance', later: 'Repairs of this property' },
  { value: 'documents', label: 'Documents', later: 'Documents of this property' },
  { value: 'utilities', label: 'Utilities', later: 'Utility accounts and meter readings' },
];

/** PROP-03: the header, then tabs; parts not built yet say so instead of showing empty controls. */
export function PropertyDetail({ id, canEdit, slots = {} }: PropertyDetailProps) {
  const { data, error, loading, refetch } = usePropertyQuery({ variables: { id } });
  if (error && !data) {
    return (
      <div className="space-y-4">
        {/* The page keeps its name in every state (a screen reader user lands on its heading). */}
        <h1 className="text-2xl font-bold text-slate-900">Property</h1>
        <ErrorState title="Could not load the property" message={error.message} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (loading && !data) {
    return (
      <div aria-busy="true" aria-label="Loading property" className="space-y-3">
        <h1 className="sr-only">Property</h1>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-48" />
      </div>
    );
  }
  const property = data?.property;
  if (!property) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Property not found</h1>
        <EmptyState title="This property does not exist">
          It may have been removed, or it is not yours to see.
        </EmptyState>
      </div>
    );
  }
  return <PropertyTabs property={property} canEdit={canEdit} slots={slots} />;
}

function PropertyTabs({
  property,
  canEdit,
  slots,
}: {
  property: PropertyDetailFragment;
  canEdit: boolean;
  slots: Partial<Record<SlotTab, ReactNode>>;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const navigate = useNavigate();
  // `?tab=compliance` opens that tab (the dashboard's compliance alerts link there); anything else, Overview.
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const initialTab = TABS.some((tab) => tab.value === asked) ? (asked as string) : 'overview';
  // Its facts decide what it needs (CMP-02): the compliance read before the edit is stale.
  const [update] = useUpdatePropertyMutation({
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'Property', id: property.id }), fieldName: 'compliance' });
    },
  });
  // The list it leaves is usually not on screen (nothing to refetch) but cached: drop every cached page of it.
  const [archive, archiving] = useArchivePropertyMutation({
    update: (cache) => {
      cache.evict({ fieldName: 'properties' });
      cache.gc();
    },
  });
  const address = [property.addressLine1, property.addressLine2, property.city, property.postcode].filter(Boolean);

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-500">{property.reference}</p>
          <h1 className="text-2xl font-bold text-slate-900">{property.addressLine1}</h1>
          <p className="text-sm text-slate-600">{address.slice(1).join(', ')}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <PropertyStatusBadge status={property.status} />
            {property.archivedAt ? <span className="font-medium text-slate-500">Archived</span> : null}
            <span>Owner: {property.owner?.name ?? 'No owner'}</span>
            <span>
              Rent:{' '}
              {property.monthlyRentPence == null ? 'Not set' : `${formatPence(property.monthlyRentPence)} a month`}
            </span>
            {/* LEASE-01: the property's tenancies, on the tenancy list filtered to it. */}
            <Link className="text-brand-700 underline" to={`${paths.leases}?propertyId=${property.id}`}>
              Tenancies
            </Link>
          </div>
        </div>
        {canEdit && !property.archivedAt ? (
          <div className="flex gap-2">
            <Button variant="secondary" className="min-h-11" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="destructive" className="min-h-11" onClick={() => setConfirming(true)}>
              Archive
            </Button>
          </div>
        ) : null}
      </header>
      {archiveError ? (
        <p role="alert" className="text-sm text-red-700">
          {archiveError}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Archive this property?"
        confirmLabel="Archive property"
        destructive
        busy={archiving.loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          archive({ variables: { id: property.id } })
            .then(() => {
              setConfirming(false);
              void navigate(paths.properties);
            })
            .catch((error: Error) => {
              setConfirming(false);
              setArchiveError(error.message);
            });
        }}
      >
        It leaves the property list and is kept with its history. A property with a live tenancy cannot be archived.
      </ConfirmDialog>

      <Tabs.Root defaultValue={initialTab}>
        <Tabs.List aria-label="Property" className="flex gap-1 overflow-x-auto border-b border-slate-200">
          <Tabs.Trigger value="overview" className={TAB_CLASSES}>
            Overview
          </Tabs.Trigger>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={TAB_CLASSES}>
              {tab.label}
            </Tabs.Trigger>
          ))}
          {canEdit ? (
            <Tabs.Trigger value="activity" className={TAB_CLASSES}>
              Activity
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-4">
          {editing ? (
            <Card>
              <h2 className="mb-4 text-lg font-semibold text-slate-900">Edit property</h2>
              <PropertyForm
                defaultValues={propertyFormValues(property)}
                submitLabel="Save changes"
                pendingLabel="Saving…"
                onSubmit={async (input) => {
                  await update({ variables: { id: property.id, input } });
                  setEditing(false);
                }}
              />
              <Button variant="secondary" className="mt-3" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Card>
          ) : (
            <Card>
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                <DetailField label="Type">
                  {propertyTypeLabels[property.type]}, {bedroomsLabel(property.bedrooms).toLowerCase()}
                </DetailField>
                <DetailField label="Bathrooms">{property.bathrooms}</DetailField>
                <DetailField label="Furnished">{property.furnished ? 'Furnished' : 'Unfurnished'}</DetailField>
                <DetailField label="Nation">{nationLabels[property.nation]}</DetailField>
                <DetailField label="Gas supply">{property.hasGasSupply ? 'Yes' : 'No'}</DetailField>
                <DetailField label="Licence">{licenceLabels[property.licence]}</DetailField>
                <DetailField label="EPC rating">{property.epcRating ?? 'Not known'}</DetailField>
                <DetailField label="Common parts">{property.hasCommonParts ? 'Yes' : 'No'}</DetailField>
                {property.archivedAt ? (
                  <DetailField label="Archived">{formatDate(property.archivedAt.slice(0, 10))}</DetailField>
                ) : null}
              </dl>
            </Card>
          )}
        </Tabs.Content>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="pt-4">
            {tab.value === 'compliance' ? (
              <PropertyComplianceTab propertyId={property.id} canEdit={canEdit && !property.archivedAt} />
            ) : tab.value in slots ? (
              slots[tab.value as SlotTab]
            ) : (
              <EmptyState title="Not available yet">{tab.later} will show here in a later release.</EmptyState>
            )}
          </Tabs.Content>
        ))}
        {canEdit ? (
          <Tabs.Content value="activity" className="pt-4">
            <PropertyHistory propertyId={property.id} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </div>
  );
}
