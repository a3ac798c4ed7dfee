import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast-context';
import { formatDate } from '@/lib/format';

import { TenantDocument, useRecordRightToRentCheckMutation } from '../api/tenants.generated';
import type { TenantQuery } from '../api/tenants.generated';
import { toRecordCheckInput } from '../lib/right-to-rent-form';
import { RightToRentBadge } from './right-to-rent-badge';
import { RightToRentCheckForm } from './right-to-rent-check-form';
import { rightToRentDetail, rightToRentMethodLabels } from './tenant-labels';

type Tenant = NonNullable<TenantQuery['tenant']>;

interface RightToRentSectionProps {
  tenant: Tenant;
  /** The company's landlord or manager records checks. */
  canRecord: boolean;
}

/** TEN-02: where the tenant's Right to Rent stands, every check recorded, and a new check for staff. */
export function RightToRentSection({ tenant, canRecord }: RightToRentSectionProps) {
  const [recording, setRecording] = useState(false);
  const { toast } = useToast();
  const [record] = useRecordRightToRentCheckMutation({ refetchQueries: [TenantDocument], awaitRefetchQueries: true });
  const { rightToRent, rightToRentChecks: checks } = tenant;
  const detail = rightToRentDetail(rightToRent);
  return (
    <section aria-labelledby="tenant-right-to-rent" className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="tenant-right-to-rent" className="text-lg font-semibold text-slate-900">
          Right to Rent
        </h2>
        {canRecord && !recording ? (
          <Button variant="secondary" className="min-h-11" onClick={() => setRecording(true)}>
            Record a check
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <RightToRentBadge state={rightToRent.state} />
        {detail ? <span className="text-sm text-slate-700">{detail}</span> : null}
      </div>
      {rightToRent.state === 'not_required' ? (
        <p className="text-sm text-slate-600">
          Right to Rent checks are the law in England only, and this tenant&apos;s tenancies are elsewhere.
        </p>
      ) : null}
      {recording ? (
        <Card>
          <h3 className="mb-4 font-semibold text-slate-900">Record a Right to Rent check</h3>
          <RightToRentCheckForm
            onSubmit={async (values) => {
              await record({ variables: { tenantId: tenant.id, input: toRecordCheckInput(values) } });
              setRecording(false);
              toast({ title: 'Right to Rent check recorded', variant: 'success' });
            }}
          />
          <Button variant="secondary" className="mt-3" onClick={() => setRecording(false)}>
            Cancel
          </Button>
        </Card>
      ) : null}
      {checks.length === 0 ? (
        <EmptyState title="No check recorded">
          {canRecord ? 'Record the check once you have seen the tenant’s right to rent.' : 'None is on record yet.'}
        </EmptyState>
      ) : (
        <ul
          aria-label="Right to Rent checks"
          className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
        >
          {checks.map((check) => (
            <li key={check.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="font-medium text-slate-900">
                {formatDate(check.checkedOn)}: {rightToRentMethodLabels[check.method]}
                {check.shareCode ? ` (${check.shareCode})` : ''}
              </span>
              <span className="text-sm text-slate-600">
                {check.expiresOn ? `Right ends ${formatDate(check.expiresOn)}` : 'No time limit'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
