import { AuditHistory } from '@/components/audit-history';
import { describeFieldChanges } from '@/components/describe-field-changes';
import { formatPence } from '@/lib/format';

import { useBuildingFactorHistoryQuery } from '../api/building-factors.generated';

const describe = describeFieldChanges({
  actions: { created: 'added the building factor', updated: 'edited' },
  labels: {
    name: 'Company name',
    contactName: 'Contact',
    email: 'E-mail',
    phone: 'Phone',
    addressLine1: 'Address line 1',
    addressLine2: 'Address line 2',
    city: 'Town or city',
    postcode: 'Postcode',
    fees: 'Fees',
    serviceChargePencePerYear: 'Service charge a year',
    notes: 'Notes',
  },
  value: (field, value) =>
    field === 'serviceChargePencePerYear' && typeof value === 'number' ? formatPence(value) : String(value),
});

/** ISO-04: who changed the factor's details, and when. */
export function FactorHistory({ factorId }: { factorId: string }) {
  const { data, error, loading, refetch } = useBuildingFactorHistoryQuery({ variables: { id: factorId } });
  return (
    <AuditHistory
      subjectId={factorId}
      query={{ data: data?.buildingFactor?.history, error: error ?? null, isPending: loading, refetch }}
      describe={describe}
    />
  );
}
