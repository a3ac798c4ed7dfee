import { AuditHistory } from '@/components/audit-history';
import type { DescribedEntry } from '@/components/audit-history';

import { usePropertyHistoryQuery } from '../api/properties.generated';

const ACTIONS: Record<string, string> = {
  created: 'added the property',
  updated: 'edited',
  archived: 'archived the property',
};

const show = (value: unknown) => (value === null || value === undefined || value === '' ? 'none' : String(value));

function describe(entry: { action: string; data: Record<string, unknown> }): DescribedEntry {
  const changes = entry.data.changes;
  const list =
    entry.action === 'updated' && typeof changes === 'object' && changes !== null
      ? Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(([field, change]) => ({
          label: field,
          detail: `${show(change.from)} → ${show(change.to)}`,
        }))
      : [];
  return { summary: ACTIONS[entry.action] ?? entry.action, changes: list };
}

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
