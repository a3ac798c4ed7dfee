import { AuditHistory } from '@/components/audit-history';
import type { DescribedEntry } from '@/components/audit-history';

import { useTenancyHistoryQuery } from '../api/tenancies.generated';

const ACTIONS: Record<string, string> = {
  created: 'started the tenancy as a draft',
  activated: 'activated the tenancy',
  notice_given: 'recorded notice',
  ended: 'ended the tenancy',
  rent_changed: 'changed the rent',
  deposit_recorded: 'recorded the deposit',
};

const show = (value: unknown) => (value === null || value === undefined || value === '' ? 'none' : String(value));

function describe(entry: { action: string; data: Record<string, unknown> }): DescribedEntry {
  const changes = entry.data.changes;
  const list =
    typeof changes === 'object' && changes !== null
      ? Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(([field, change]) => ({
          label: field,
          detail: `${show(change.from)} → ${show(change.to)}`,
        }))
      : [];
  if (typeof entry.data.effectiveFrom === 'string') list.unshift({ label: 'from', detail: entry.data.effectiveFrom });
  return { summary: ACTIONS[entry.action] ?? entry.action, changes: list };
}

/** ISO-04: who changed what and when, for the company's staff. */
export function TenancyHistory({ tenancyId }: { tenancyId: string }) {
  const { data, error, loading, refetch } = useTenancyHistoryQuery({ variables: { id: tenancyId } });
  return (
    <AuditHistory
      subjectId={tenancyId}
      query={{ data: data?.tenancy?.history, error: error ?? null, isPending: loading, refetch }}
      describe={describe}
    />
  );
}
