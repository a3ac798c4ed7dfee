// Spec §9 cache and retry rules, in one place for both the REST client and Apollo.

export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * GraphQL reads are cache-first (no refetch on mount or focus) and active
 * queries refetch when the browser comes back online; see lib/apollo.ts.
 */
export const REFETCH_ON = { windowFocus: false, online: true } as const;

const MAX_QUERY_RETRIES = 2;
const MAX_MUTATION_RETRIES = 1;
const MUTATION_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

export type RequestKind = 'query' | 'mutation';

interface FailureLike {
  status?: number;
  statusCode?: number;
  code?: string;
}

function failureOf(error: unknown): FailureLike {
  return typeof error === 'object' && error !== null ? (error as FailureLike) : {};
}

/** No retry on 4xx (unauthorised and forbidden included) or on an answer in an invalid format. */
export function isRetryable(error: unknown): boolean {
  const { status, statusCode, code } = failureOf(error);
  const httpStatus = status ?? statusCode ?? 0;
  if (httpStatus >= 400 && httpStatus < 500) return false;
  if (code === 'INVALID_FORMAT' || code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return false;
  return true;
}

/** `failures` counts failed attempts so far (1 after the first failure). */
export function shouldRetry(kind: RequestKind, failures: number, error: unknown): boolean {
  const limit = kind === 'query' ? MAX_QUERY_RETRIES : MAX_MUTATION_RETRIES;
  return failures <= limit && isRetryable(error);
}

/** Queries back off 1 s, 2 s, 4 s ... capped at 30 s; mutations retry once after 1 s. */
export function retryDelay(kind: RequestKind, failures: number): number {
  if (kind === 'mutation') return MUTATION_RETRY_DELAY_MS;
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
}
