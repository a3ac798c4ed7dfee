import type { DescribedEntry } from './audit-history';

interface FieldChangeWords {
  /** What each action did, in words ("added the tenant"); an action not named shows as it is. */
  actions: Readonly<Record<string, string>>;
  /** Each field as the form names it; a field not named shows as it is. */
  labels?: Readonly<Record<string, string>>;
  /** A value as the screen writes it (money in pounds, say); a blank one is "none". */
  value?: (field: string, value: unknown) => string;
}

/**
 * An entry of a portfolio record's history (ISO-04) in words: an update's `data.changes` holds each changed field
 * before and after, listed one line each.
 */
export function describeFieldChanges({ actions, labels = {}, value = (_, v) => String(v) }: FieldChangeWords) {
  const show = (field: string, v: unknown) => (v === null || v === undefined || v === '' ? 'none' : value(field, v));
  return (entry: { action: string; data: Record<string, unknown> }): DescribedEntry => {
    const changes = entry.data.changes;
    const list =
      entry.action === 'updated' && typeof changes === 'object' && changes !== null
        ? Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>).map(([field, change]) => ({
            label: labels[field] ?? field,
            detail: `${show(field, change.from)} → ${show(field, change.to)}`,
          }))
        : [];
    return { summary: actions[entry.action] ?? entry.action, changes: list };
  };
}
