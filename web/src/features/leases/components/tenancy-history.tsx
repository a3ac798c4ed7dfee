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
  payment_recorded: 'recorded a rent payment',
  payment_deleted: 'took a mistaken rent payment off the ledger',
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
  // RENT-01: a payment's own fields (paidOn, amountPence, method, reference), recorded or taken off.
  const fields = entry.data.fields;
  if (entry.action.startsWith('payment_') && typeof fields === 'object' && fields !== null) {
    for (const [field, value] of Object.entries(fields)) list.push({ label: field, detail: show(value) });
  }
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
