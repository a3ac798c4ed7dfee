// CALL-11: POST /api/contact/contact-submissions from the public contact, request-access and demo forms.
import type { ContactSource, ContactSubmittedResponse, CreateContactSubmissionRequest } from '@pm/contracts';

import { getAuthData } from '@/lib/auth-storage';
import type { ContactFormValues } from '@/lib/contact-form-schema';
import { apiRequest } from '@/lib/rest-client';

/** Which public form a submission came from (the admin inbox filters by it); the other sources are widgets. */
export type ContactPageSource = Exclude<ContactSource, 'sales_bot' | 'support'>;

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
): CreateContactSubmissionRequest {
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

/** The server's field names that the form calls otherwise: the notes are sent as `message`. */
export const CONTACT_SERVER_FIELDS: Readonly<Record<string, keyof ContactFormValues>> = { message: 'notes' };

/** A signed-in user's bearer binds it to their company; visitors skip token handling, which would log ERR-08. */
export function submitContactSubmission(body: CreateContactSubmissionRequest): Promise<ContactSubmittedResponse> {
  return apiRequest<ContactSubmittedResponse>('/contact/contact-submissions', {
    method: 'POST',
    body,
    skipAuth: getAuthData() === null,
  });
}
