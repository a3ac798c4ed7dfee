// CALL-10 and CALL-11: the sales bot's two calls, through the shared REST client.
import type {
  ContactSubmittedResponse,
  ContactTranscriptEntry,
  CreateContactSubmissionRequest,
  SalesBotQueryRequest,
  SalesBotQueryResponse,
} from '@pm/contracts';

import { isAuthenticated } from '@/lib/auth-storage';
import { ApiError, apiRequest } from '@/lib/rest-client';

import type { ContactDetails, SalesChatMessage } from './sales-chat-machine';

const ANONYMOUS_NAME = 'Anonymous User';
/** SALES-09: a syntactically valid address that can never receive mail (RFC 2606 `.invalid`). */
const PLACEHOLDER_EMAIL = 'anonymous@placeholder.invalid';

/** Both calls are public: a visitor sends no token rather than log a missing-token error (ERR-08) on each. */
const skipAuth = (): boolean => !isAuthenticated();

const MAX_TEXT = 5000;
const MAX_TRANSCRIPT = 200;

/** CALL-10: the answer text; throws when there is none. */
export async function askSalesBot(query: string): Promise<string> {
  const body: SalesBotQueryRequest = { query };
  const response = await apiRequest<SalesBotQueryResponse | undefined>('/sales-bot/query', {
    method: 'POST',
    body,
    skipAuth: skipAuth(),
  });
  const answer = response?.data?.answer;
  if (!response?.success || typeof answer !== 'string' || answer.trim() === '') {
    throw new ApiError(0, 'INVALID_FORMAT', 'The sales bot gave no answer');
  }
  return answer;
}

function transcriptOf(messages: readonly SalesChatMessage[]): ContactTranscriptEntry[] {
  return messages
    .filter((message) => message.content.trim() !== '')
    .map((message): ContactTranscriptEntry => ({
      type: message.type === 'user' ? 'user' : 'bot',
      content: message.content.slice(0, MAX_TEXT),
    }))
    .slice(-MAX_TRANSCRIPT);
}

function transcriptText(entries: readonly ContactTranscriptEntry[]): string {
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

/** ENT-05 (metadata.submittedFrom 'sales_bot') with SALES-09's fall-backs for a missing name or e-mail. */
export function buildContactRequest({
  contact,
  intro,
  notes,
  messages,
  page,
  now = new Date(),
}: BuildOptions): CreateContactSubmissionRequest {
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
export async function submitContactRequest(request: CreateContactSubmissionRequest): Promise<void> {
  await apiRequest<ContactSubmittedResponse>('/contact/contact-submissions', {
    method: 'POST',
    body: request,
    skipAuth: skipAuth(),
  });
}

const CONTACT_FAILURE_PREFIX = 'Failed to submit contact form: ';
const CONTACT_FAILURE_FALLBACK = 'Failed to submit your information';

/** ERR-10; the toast says 'Failed to submit your information' when the error has nothing to add. */
export function contactFailure(error: unknown): { message: string; toastDescription: string } {
  const detail = error instanceof ApiError && error.message.trim() !== '' ? error.message : '';
  return {
    message: `${CONTACT_FAILURE_PREFIX}${detail || 'unknown error'}`,
    toastDescription: detail ? `${CONTACT_FAILURE_PREFIX}${detail}` : CONTACT_FAILURE_FALLBACK,
  };
}
