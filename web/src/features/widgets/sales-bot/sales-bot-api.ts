// CALL-10 and CALL-11: the sales bot's two calls, through the shared REST client.
import { ApiError, apiRequest } from '@/lib/rest-client';

import type { ContactDetails, SalesChatMessage } from './sales-chat-machine';

export const ANONYMOUS_NAME = 'Anonymous User';
/** SALES-09: a syntactically valid address that can never receive mail (RFC 2606 `.invalid`). */
export const PLACEHOLDER_EMAIL = 'anonymous@placeholder.invalid';

export type ContactSource = 'sales_bot';

export interface TranscriptEntry {
  type: 'bot' | 'user';
  content: string;
}

/** ENT-05: {fullName, email, company, phone, message, metadata{submittedFrom, submittedAt}}. */
export interface ContactRequest {
  fullName: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  metadata: { submittedFrom: ContactSource; submittedAt: string; transcript?: TranscriptEntry[]; page?: string };
}

interface QueryAnswer {
  success?: boolean;
  data?: { answer?: string };
}

const MAX_TEXT = 5000;
const MAX_TRANSCRIPT = 200;

/** CALL-10: the answer text; throws when there is none. */
export async function askSalesBot(query: string): Promise<string> {
  const response = await apiRequest<QueryAnswer | undefined>('/sales-bot/query', { method: 'POST', body: { query } });
  const answer = response?.data?.answer;
  if (!response?.success || typeof answer !== 'string' || answer.trim() === '') {
    throw new ApiError(0, 'INVALID_FORMAT', 'The sales bot gave no answer');
  }
  return answer;
}

export function transcriptOf(messages: readonly SalesChatMessage[]): TranscriptEntry[] {
  return messages
    .filter((message) => message.content.trim() !== '')
    .map((message) => ({
      type: message.type === 'user' ? ('user' as const) : ('bot' as const),
      content: message.content.slice(0, MAX_TEXT),
    }))
    .slice(-MAX_TRANSCRIPT);
}

function transcriptText(entries: readonly TranscriptEntry[]): string {
  return entries.map((entry) => `${entry.type === 'user' ? 'Visitor' : 'Bot'}: ${entry.content}`).join('\n');
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

interface BuildOptions {
  contact: ContactDetails;
  intro: string;
  notes?: string;
  messages?: readonly SalesChatMessage[];
  page?: string;
  now?: Date;
}

/** ENT-05 with SALES-09's fall-backs for a missing name or e-mail. */
export function buildContactRequest({
  contact,
  intro,
  notes,
  messages,
  page,
  now = new Date(),
}: BuildOptions): ContactRequest {
  const transcript = messages ? transcriptOf(messages) : undefined;
  const body = [intro, notes?.trim(), transcript && transcript.length > 0 ? transcriptText(transcript) : '']
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
  return {
    fullName: contact.name.trim() || ANONYMOUS_NAME,
    email: contact.email.trim() || PLACEHOLDER_EMAIL,
    company: blankToNull(contact.company),
    phone: blankToNull(contact.phone),
    message: body.slice(0, MAX_TEXT),
    metadata: {
      submittedFrom: 'sales_bot',
      submittedAt: now.toISOString(),
      ...(transcript ? { transcript } : {}),
      ...(page ? { page } : {}),
    },
  };
}

/** CALL-11 */
export async function submitContactRequest(request: ContactRequest): Promise<void> {
  await apiRequest('/contact/contact-submissions', { method: 'POST', body: request });
}

export const CONTACT_FAILURE_PREFIX = 'Failed to submit contact form: ';
export const CONTACT_FAILURE_FALLBACK = 'Failed to submit your information';

/**
 * ERR-10: 'Failed to submit contact form: ' plus the server's message or the status text; the toast shows
 * that message, or 'Failed to submit your information' when there is nothing to add.
 */
export function contactFailure(error: unknown): { message: string; toastDescription: string } {
  const detail = error instanceof ApiError && error.message.trim() !== '' ? error.message : '';
  return {
    message: `${CONTACT_FAILURE_PREFIX}${detail || 'unknown error'}`,
    toastDescription: detail ? `${CONTACT_FAILURE_PREFIX}${detail}` : CONTACT_FAILURE_FALLBACK,
  };
}
