// Spec §9 cache and retry rules, in one place for TanStack Query, the REST client and Apollo.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** CONST-01: every REST call gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30 * SECOND_MS;

/** CONST-02: data counts as fresh for 15 min and stays in memory for 2 h. */
export const STALE_TIME_MS = 15 * MINUTE_MS;
export const GC_TIME_MS = 2 * 60 * MINUTE_MS;

/** CONST-05 / CALL-03: the current user is fresh for 15 min on screens, prefetched to last 30 min. */
export const USER_STALE_TIME_MS = 15 * MINUTE_MS;
export const USER_PREFETCH_STALE_TIME_MS = 30 * MINUTE_MS;
/** CONST-05: the current company is fresh for 30 s. */
export const COMPANY_STALE_TIME_MS = 30 * SECOND_MS;

/** CONST-02: no refetch on mount or window focus; refetch when the browser comes back online. */
export const REFETCH_ON = { windowFocus: false, mount: false, reconnect: true } as const;

const MAX_QUERY_RETRIES = 2;
const MAX_MUTATION_RETRIES = 1;
const MUTATION_RETRY_DELAY_MS = SECOND_MS;
const MAX_RETRY_DELAY_MS = 30 * SECOND_MS;

export type RequestKind = 'query' | 'mutation';

interface FailureLike {
  status?: unknown;
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
}

function failureOf(error: unknown): FailureLike {
  return typeof error === 'object' && error !== null ? (error as FailureLike) : {};
}

const NO_RETRY_CODES = new Set(['INVALID_FORMAT', 'UNAUTHENTICATED', 'UNAUTHORIZED', 'FORBIDDEN']);
const NO_RETRY_MESSAGE = /unauthori[sz]ed|forbidden|invalid[ -_]format/i;

/** CONST-03: never retry a 4xx, an unauthorized or forbidden error, or an answer in an invalid format. */
export function isRetryable(error: unknown): boolean {
  const { status, statusCode, code, message } = failureOf(error);
  const httpStatus = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 0;
  if (httpStatus >= 400 && httpStatus < 500) return false;
  if (typeof code === 'string' && NO_RETRY_CODES.has(code.toUpperCase())) return false;
  if (typeof message === 'string' && NO_RETRY_MESSAGE.test(message)) return false;
  return true;
}

/** `failures` counts failed attempts so far (1 after the first failure). */
export function shouldRetry(kind: RequestKind, failures: number, error: unknown): boolean {
  const limit = kind === 'query' ? MAX_QUERY_RETRIES : MAX_MUTATION_RETRIES;
  return failures <= limit && isRetryable(error);
}

/** CONST-03/04: queries back off 1 s, 2 s, 4 s ... capped at 30 s; mutations retry once after 1 s. */
export function retryDelay(kind: RequestKind, failures: number): number {
  if (kind === 'mutation') return MUTATION_RETRY_DELAY_MS;
  return Math.min(SECOND_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
}
