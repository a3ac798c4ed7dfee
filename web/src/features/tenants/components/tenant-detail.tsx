import { useState, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DetailField } from '@/components/ui/detail-field';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/lib/format';

import { useTenantQuery, useUpdateTenantMutation } from '../api/tenants.generated';
import { tenantFormValues, toUpdateTenantInput } from '../lib/tenant-form';
import { InviteTenantButton } from './invite-tenant-button';
import { RightToRentSection } from './right-to-rent-section';
import { TenantForm } from './tenant-form';
import { TenantHistory } from './tenant-history';
import { portalAccessLabels, tenantName, tenantStatusLabels } from './tenant-labels';

interface TenantDetailProps {
  id: string;
  /** The company's landlord or manager (ISO-02: an owner or tenant reads, and changes nothing). */
  canEdit: boolean;
  /** The tenant's documents (DOC-01), composed by the route from the documents feature. */
  documents?: ReactNode;
}

/**
 * TEN-01: contact, date of birth, emergency contact, status and notes, the portal invitation, and the Right to Rent
 * (TEN-02) with every check; edit, record a check and invite for staff, with the record's history (ISO-04).
 */
export function TenantDetail({ id, canEdit, documents }: TenantDetailProps) {
  const { data, error, loading, refetch } = useTenantQuery({ variables: { id } });
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateTenantMutation();
  if (error && !data) {
    return (
      <div className="space-y-4">
        {/* The page keeps its name in every state (a screen reader user lands on its heading). */}
        <h1 className="text-2xl font-bold text-slate-900">Tenant</h1>
        <ErrorState title="Could not load the tenant" message={error.message} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (loading && !data) {
    return (
      <div aria-busy="true" aria-label="Loading tenant" className="space-y-3">
        <h1 className="sr-only">Tenant</h1>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-48" />
      </div>
    );
  }
  const tenant = data?.tenant;
  if (!tenant) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Tenant not found</h1>
        <EmptyState title="This tenant does not exist">It may have been removed, or it is not yours to see.</EmptyState>
      </div>
    );
  }
  const status = tenantStatusLabels[tenant.status];
  const emergency = [tenant.emergencyContactName, tenant.emergencyContactRelationship, tenant.emergencyContactPhone]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-500">Tenant</p>
          <h1 className="text-2xl font-bold text-slate-900">{tenantName(tenant)}</h1>
          <div className="mt-1">
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
        </div>
        {canEdit && !editing ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className="min-h-11" onClick={() => setEditing(true)}>
              Edit
            </Button>
            {tenant.portalAccess !== 'active' ? (
              <InviteTenantButton
                tenantId={tenant.id}
                email={tenant.email}
                invitedBefore={tenant.portalAccess === 'invited'}
              />
            ) : null}
          </div>
        ) : null}
      </header>
      {editing ? (
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Edit tenant</h2>
          <TenantForm
            defaultValues={tenantFormValues(tenant)}
            submitLabel="Save changes"
            pendingLabel="Saving…"
            onSubmit={async (values) => {
              await update({ variables: { id: tenant.id, input: toUpdateTenantInput(values) } });
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
            <DetailField label="E-mail">{tenant.email}</DetailField>
            <DetailField label="Phone">{tenant.phone}</DetailField>
            {canEdit || tenant.dateOfBirth ? (
              <DetailField label="Date of birth">
                {tenant.dateOfBirth ? formatDate(tenant.dateOfBirth) : 'Not recorded'}
              </DetailField>
            ) : null}
            {canEdit || emergency ? (
              <DetailField label="Emergency contact">{emergency || 'Not recorded'}</DetailField>
            ) : null}
            {canEdit ? (
              <>
                <DetailField label="Portal">
                  {tenant.portalAccess ? portalAccessLabels[tenant.portalAccess] : 'Unknown'}
                  {tenant.invitedAt && tenant.portalAccess === 'invited'
                    ? ` (invited ${formatDateTime(tenant.invitedAt)})`
                    : ''}
                </DetailField>
                <DetailField label="Notes">{tenant.notes ?? 'None'}</DetailField>
              </>
            ) : null}
          </dl>
        </Card>
      )}
      <RightToRentSection tenant={tenant} canRecord={canEdit} />
      {documents ? (
        <section aria-labelledby="tenant-documents-heading" className="space-y-3">
          <h2 id="tenant-documents-heading" className="text-lg font-semibold text-slate-900">
            Documents
          </h2>
          {documents}
        </section>
      ) : null}
      {canEdit ? <TenantHistory tenantId={tenant.id} /> : null}
    </div>
  );
}
