import { AuditHistory } from '@/components/audit-history';
import type { DescribedEntry } from '@/components/audit-history';
import { formatPence } from '@/lib/format';

import { useBuildingFactorHistoryQuery } from '../api/building-factors.generated';

const ACTIONS: Record<string, string> = { created: 'added the building factor', updated: 'edited' };

const LABELS: Record<string, string> = {
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
};

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field === 'serviceChargePencePerYear' && typeof value === 'number') return formatPence(value);
  return String(value);
}

function describe(entry: { action: string; data: Record<string, unknown> }): DescribedEntry {
  const changes = entry.data.changes;
  const list =
    entry.action === 'updated' && typeof changes === 'object' && changes !== null
      ? Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(([field, change]) => ({
          label: LABELS[field] ?? field,
          detail: `${show(field, change.from)} → ${show(field, change.to)}`,
        }))
      : [];
  return { summary: ACTIONS[entry.action] ?? entry.action, changes: list };
}

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
