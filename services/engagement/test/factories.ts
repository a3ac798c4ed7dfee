import type { CallerContext, CreateContactSubmissionRequest } from '@pm/contracts';
import { internalHeaders, makeCaller } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';

export const adminCaller = (overrides: Partial<CallerContext> = {}): CallerContext =>
  makeCaller({ role: 'admin', ...overrides });

/** Headers of a call from a visitor: the internal token, no caller context. */
export const visitorHeaders = (): Record<string, string> => internalHeaders();

export const noTokenHeaders = (): Record<string, string> => ({ 'content-type': 'application/json' });

export function contactSubmission(
  overrides: Partial<CreateContactSubmissionRequest> = {},
): CreateContactSubmissionRequest {
  const tag = randomUUID().slice(0, 8);
  return {
    fullName: `Test Person ${tag}`,
    email: `person-${tag}@example.com`,
    company: 'Acme Lettings',
    phone: '07700 900123',
    message: `Please call me back ${tag}`,
    metadata: { submittedFrom: 'contact_page', submittedAt: new Date().toISOString(), page: '/contact' },
    ...overrides,
  };
}

export const uniqueTitle = (prefix = 'Post'): string => `${prefix} ${randomUUID().slice(0, 8)}`;

/** Internal headers for a call without a body (the bff's client sends no content-type then). */
export function bodylessHeaders(caller?: CallerContext): Record<string, string> {
  const { 'content-type': _omit, ...headers } = internalHeaders(caller);
  return headers;
}
