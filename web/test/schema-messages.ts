import type { z } from 'zod';

/** What a form would show for `values`: the first message per field (dotted path), {} when they pass. */
export function schemaMessages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}
