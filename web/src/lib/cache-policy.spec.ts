import {
  COMPANY_STALE_TIME_MS,
  GC_TIME_MS,
  isRetryable,
  REFETCH_ON,
  REQUEST_TIMEOUT_MS,
  retryDelay,
  shouldRetry,
  STALE_TIME_MS,
  USER_PREFETCH_STALE_TIME_MS,
  USER_STALE_TIME_MS,
} from './cache-policy';

const MIN = 60_000;

describe('cache policy', () => {
  it('[CONST-01] request timeout is 30 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('[CONST-02] stale 15 min, retention 2 h, no refetch on focus or mount, refetch on reconnect', () => {
    expect(STALE_TIME_MS).toBe(15 * MIN);
    expect(GC_TIME_MS).toBe(120 * MIN);
    expect(REFETCH_ON).toEqual({ windowFocus: false, mount: false, reconnect: true });
  });

  it('[CONST-05] [CALL-03] user query 15 min (prefetched for 30), company query 30 s', () => {
    expect(USER_STALE_TIME_MS).toBe(15 * MIN);
    expect(USER_PREFETCH_STALE_TIME_MS).toBe(30 * MIN);
    expect(COMPANY_STALE_TIME_MS).toBe(30_000);
  });

  it('[CONST-03] retries a query up to 2 times', () => {
    const serverFault = { status: 500 };
    expect(shouldRetry('query', 1, serverFault)).toBe(true);
    expect(shouldRetry('query', 2, serverFault)).toBe(true);
    expect(shouldRetry('query', 3, serverFault)).toBe(false);
  });

  it.each([
    ['a 400', { status: 400 }],
    ['a 404', { status: 404 }],
    ['a 4xx statusCode', { statusCode: 422 }],
    ['unauthorized (401)', { status: 401 }],
    ['forbidden (403)', { status: 403 }],
    ['an UNAUTHENTICATED code', { code: 'UNAUTHENTICATED' }],
    ['a FORBIDDEN code', { code: 'FORBIDDEN' }],
    ['an invalid-format answer', { status: 200, code: 'INVALID_FORMAT' }],
    ['an Unauthorized message', new Error('Unauthorized')],
  ])('[CONST-03] never retries %s', (_name, error) => {
    expect(isRetryable(error)).toBe(false);
    expect(shouldRetry('query', 1, error)).toBe(false);
    expect(shouldRetry('mutation', 1, error)).toBe(false);
  });

  it('[CONST-03] retries network errors, timeouts and 5xx', () => {
    expect(isRetryable({ status: 0, code: 'NETWORK_ERROR' })).toBe(true);
    expect(isRetryable({ status: 0, code: 'TIMEOUT' })).toBe(true);
    expect(isRetryable({ status: 503 })).toBe(true);
  });

  it('[CONST-03] the retry delay doubles and is capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => retryDelay('query', failures))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('[CONST-04] a mutation is retried once, after 1 s', () => {
    expect(shouldRetry('mutation', 1, { status: 500 })).toBe(true);
    expect(shouldRetry('mutation', 2, { status: 500 })).toBe(false);
    expect(retryDelay('mutation', 1)).toBe(1000);
  });
});
