import { AuditHistory } from '@/components/audit-history';
import { describeFieldChanges } from '@/components/describe-field-changes';

import { usePropertyHistoryQuery } from '../api/properties.generated';

const describe = describeFieldChanges({
  actions: { created: 'added the property', updated: 'edited', archived: 'archived the property' },
});

/** ISO-04: who changed what and when, for the company's staff. */
export function PropertyHistory({ propertyId }: { propertyId: string }) {
  const { data, error, loading, refetch } = usePropertyHistoryQuery({ variables: { id: propertyId } });
  return (
    <AuditHistory
      subjectId={propertyId}
      query={{ data: data?.property?.history, error: error ?? null, isPending: loading, refetch }}
      describe={describe}
    />
  );
}
