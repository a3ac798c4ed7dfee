// CALL-11: POST /api/contact/contact-submissions from the public contact, request-access and demo forms.
import { getAuthData } from '@/lib/auth-storage';
import { ApiError, apiRequest } from '@/lib/rest-client';

import type { ContactField, ContactFormValues } from '../lib/contact-form-rules';

/** Which public form a submission came from (the admin inbox filters by it). */
export type ContactPageSource = 'contact_page' | 'request_access' | 'setup_demo';

/** ENT-05: the contact request body; metadata says where and when it was sent. */
export interface ContactSubmissionRequest {
  fullName: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  metadata: { submittedFrom: ContactPageSource; submittedAt: string; page: string };
}

export interface ContactSubmissionAnswer {
  success: boolean;
  data?: { id: string };
  message?: string;
}

/** The message stored when the visitor adds no notes (the server requires one). */
const DEFAULT_MESSAGES: Readonly<Record<ContactPageSource, string>> = {
  contact_page: 'Contact form submitted without additional notes.',
  request_access: 'Request for access submitted without additional notes.',
  setup_demo: 'Demo requested without additional notes.',
};

export function buildContactSubmission(
  values: ContactFormValues,
  source: ContactPageSource,
  page: string,
  now: Date = new Date(),
): ContactSubmissionRequest {
  const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    company: optional(values.company),
    phone: optional(values.phone),
    message: optional(values.notes) ?? DEFAULT_MESSAGES[source],
    metadata: { submittedFrom: source, submittedAt: now.toISOString(), page },
  };
}

/** Server field names -> the form's (the notes are sent as `message`). */
const SERVER_FIELDS: Readonly<Record<string, ContactField>> = {
  fullName: 'fullName',
  email: 'email',
  company: 'company',
  phone: 'phone',
  message: 'notes',
};

/** The server's per-field 400 messages (details.fields), first message per form field. */
export function contactFieldErrors(error: unknown): Partial<Record<ContactField, string>> {
  if (!(error instanceof ApiError)) return {};
  const fields = error.details?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Partial<Record<ContactField, string>> = {};
  for (const [name, messages] of Object.entries(fields as Record<string, unknown>)) {
    const field = SERVER_FIELDS[name];
    const first = Array.isArray(messages) ? messages.find((item) => typeof item === 'string') : messages;
    if (field && typeof first === 'string') result[field] = first;
  }
  return result;
}

/**
 * Visitors may send it without a token; a signed-in user's bearer binds it to their company. Visitors skip
 * the client's token handling, which would otherwise log a missing-token error (ERR-08) for them.
 */
export function submitContactSubmission(body: ContactSubmissionRequest): Promise<ContactSubmissionAnswer> {
  return apiRequest<ContactSubmissionAnswer>('/contact/contact-submissions', {
    method: 'POST',
    body,
    skipAuth: getAuthData() === null,
  });
}
