import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { DetailField } from '@/components/ui/detail-field';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { RentLedgerPanel } from './rent-ledger-panel';
import { formatDate, formatPence } from '@/lib/format';

import { useTenancyQuery } from '../api/tenancies.generated';
import type { TenancyDetailFragment } from '../api/tenancies.generated';
import { leaseStatusLabels, nationNames, rentPerLabels, tenancyTypeLabels } from '../lib/tenancy-labels';
import { DepositPanel } from './deposit-panel';
import { RentScheduleTable } from './rent-schedule-table';
import { TenancyActions } from './tenancy-actions';
import { TenancyHistory } from './tenancy-history';

interface TenancyDetailProps {
  id: string;
  /** The company's landlord or manager: actions and history (ISO-02: others read their slice only). */
  canEdit: boolean;
  /** The tenancy's documents (DOC-01), composed by the route from the documents feature. */
  documents?: ReactNode;
}

const TITLE = 'Tenancy';

function rentLine(tenancy: TenancyDetailFragment): string {
  const due = tenancy.rentDueDay ? `, due on day ${tenancy.rentDueDay}` : '';
  return `${formatPence(tenancy.currentRentPence)} ${rentPerLabels[tenancy.rentFrequency]}${due}`;
}

/** LEASE-01..04, DEP-01, DEP-02: terms, rent schedule, deposit clock; actions and history for the staff. */
export function TenancyDetail({ id, canEdit, documents }: TenancyDetailProps) {
  const { data, error, loading, refetch } = useTenancyQuery({ variables: { id } });
  if (error && !data) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{TITLE}</h1>
        <ErrorState title="Could not load the tenancy" message={error.message} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (loading && !data) {
    return (
      <div aria-busy="true" aria-label="Loading tenancy" className="space-y-3">
        <h1 className="sr-only">{TITLE}</h1>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const tenancy = data?.tenancy;
  if (!tenancy) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{TITLE}</h1>
        <EmptyState title="Tenancy not found">
          It does not exist, or it is not yours to see.{' '}
          <Link className="text-brand-700 underline" to={paths.leases}>
            Back to tenancies
          </Link>
        </EmptyState>
      </div>
    );
  }
  const status = leaseStatusLabels[tenancy.status];
  const property = tenancy.property;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <Link className="text-sm text-brand-700 underline" to={paths.leases}>
          Tenancies
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">
            {property ? `${property.reference} · ${property.addressLine1}` : TITLE}
          </h1>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <p className="text-sm text-slate-600">{tenancyTypeLabels[tenancy.type]}</p>
      </header>
      <section aria-labelledby="terms" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="terms" className="font-semibold text-slate-900">
          Terms
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <DetailField label="Property">
            {property ? (
              <Link className="text-brand-700 underline" to={paths.property(property.id)}>
                {property.addressLine1}, {property.city}
              </Link>
            ) : (
              'Not yours to see'
            )}
          </DetailField>
          <DetailField label="Tenants">
            {tenancy.tenants.length > 0
              ? tenancy.tenants.map((tenant) => `${tenant.firstName} ${tenant.lastName}`).join(', ')
              : 'None shown'}
          </DetailField>
          <DetailField label="Law">{nationNames[tenancy.nation]}</DetailField>
          <DetailField label="Start">{formatDate(tenancy.startDate)}</DetailField>
          <DetailField label="End">
            {tenancy.endDate ? formatDate(tenancy.endDate) : 'Periodic: no end date'}
          </DetailField>
          <DetailField label="Rent">{rentLine(tenancy)}</DetailField>
          <DetailField label="Monthly equivalent">{formatPence(tenancy.monthlyRentPence)}</DetailField>
          {tenancy.noticeGivenOn ? (
            <DetailField label="Notice given">{formatDate(tenancy.noticeGivenOn)}</DetailField>
          ) : null}
          {tenancy.rentChanges.length > 0 ? (
            <DetailField label="Rent changes">
              <ul>
                <li>Started at {formatPence(tenancy.rentPence)}</li>
                {tenancy.rentChanges.map((change) => (
                  <li key={change.id}>
                    {formatPence(change.rentPence)} from {formatDate(change.effectiveFrom)}
                  </li>
                ))}
              </ul>
            </DetailField>
          ) : null}
        </dl>
      </section>
      {canEdit ? <TenancyActions tenancy={tenancy} /> : null}
      {tenancy.status === 'draft' ? null : (
        <RentLedgerPanel
          tenancyId={tenancy.id}
          label={property ? `${property.reference} · ${property.addressLine1}` : TITLE}
          canRecord={canEdit}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <RentScheduleTable tenancy={tenancy} />
        <DepositPanel tenancy={tenancy} />
      </div>
      {documents ? (
        <section aria-labelledby="tenancy-documents-heading" className="space-y-3">
          <h2 id="tenancy-documents-heading" className="text-lg font-semibold text-slate-900">
            Documents
          </h2>
          {documents}
        </section>
      ) : null}
      {canEdit ? <TenancyHistory tenancyId={tenancy.id} /> : null}
    </div>
  );
}
