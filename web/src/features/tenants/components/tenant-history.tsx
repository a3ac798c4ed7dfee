import { AuditHistory } from '@/components/audit-history';
import { describeFieldChanges } from '@/components/describe-field-changes';

import { useTenantHistoryQuery } from '../api/tenants.generated';

const describe = describeFieldChanges({
  actions: {
    created: 'added the tenant',
    updated: 'edited',
    right_to_rent_checked: 'recorded a Right to Rent check',
    invited: 'invited the tenant to the portal',
  },
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    dateOfBirth: 'Date of birth',
    emergencyContactName: 'Emergency contact',
    emergencyContactPhone: 'Emergency contact phone',
    emergencyContactRelationship: 'Relationship',
    status: 'Status',
    notes: 'Notes',
  },
});

/** ISO-04: who changed what and when, for the company's staff. */
export function TenantHistory({ tenantId }: { tenantId: string }) {
  const { data, error, loading, refetch } = useTenantHistoryQuery({ variables: { id: tenantId } });
  return (
    <AuditHistory
      subjectId={tenantId}
      query={{ data: data?.tenant?.history, error: error ?? null, isPending: loading, refetch }}
      describe={describe}
    />
  );
}
