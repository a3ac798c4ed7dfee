/** Each changed field's value before and after, as an update's entry in the history records it (ISO-04). */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * The fields among `fields` whose value in `next` differs from `current`; a field `next` leaves undefined is not
 * being changed. `shown` gives a value as the history may show it (bank numbers masked, say).
 */
export function changedFields<T extends object, K extends keyof T & string>(
  fields: readonly K[],
  current: T,
  next: Partial<Record<K, unknown>>,
  shown: (field: K, value: unknown) => unknown = (_field, value) => value,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const value = next[field];
    if (value === undefined || value === current[field]) continue;
    changes[field] = { from: shown(field, current[field]), to: shown(field, value) };
  }
  return changes;
}

/** Whether an update changes anything at all. */
export const changesAnything = (changes: FieldChanges): boolean => Object.keys(changes).length > 0;
