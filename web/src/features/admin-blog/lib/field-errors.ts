import { ApiError } from '@/lib/rest-client';

export type PostField = 'title' | 'slug' | 'description' | 'bodyMarkdown' | 'coverImageUrl';
export type FieldErrors = Partial<Record<PostField, string>>;

export const FIELD_LABELS: Readonly<Record<PostField, string>> = {
  title: 'Title',
  slug: 'Slug',
  description: 'Description',
  bodyMarkdown: 'Body',
  coverImageUrl: 'Cover image',
};

const FIELDS = Object.keys(FIELD_LABELS) as PostField[];

/** "bodyMarkdown must be ..." as the editor labels it: "Body must be ...". */
function labelled(field: PostField, message: string): string {
  return message.startsWith(field) ? `${FIELD_LABELS[field]}${message.slice(field.length)}` : message;
}

/** The per-field messages of a 400 (or a 409 SLUG_TAKEN) answer, one message per editor field. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields = error.details?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: FieldErrors = {};
  for (const field of FIELDS) {
    const messages = (fields as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = labelled(field, messages[0]);
  }
  return result;
}

export const isStaleVersion = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code === 'STALE_VERSION';
