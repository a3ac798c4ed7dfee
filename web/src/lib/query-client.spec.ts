import { fakeJwt, installFakeFetch } from '../../test/fake-fetch';
import { saveAuthData } from './auth-storage';
import { COMPANY_QUERY_KEY, createQueryClient, queryKeyToPath, USER_QUERY_KEY } from './query-client';

const MIN = 60_000;

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: fakeJwt(), refreshToken: 'r', expiresAt: Date.now() + 60 * MIN, user: null });
});

afterEach(() => jest.useRealTimers());

describe('query client', () => {
  it('[CALL-02] the default query fetch uses the query key as the path under /api', async () => {
    const fake = installFakeFetch({ 'GET /api/properties/p-1': { body: { success: true, data: { id: 'p-1' } } } });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/properties', 'p-1'] })).resolves.toEqual({
      success: true,
      data: { id: 'p-1' },
    });
    expect(fake.calls.map((call) => call.url)).toEqual(['/api/properties/p-1']);
    expect(queryKeyToPath(['/user'])).toBe('/user');
    expect(queryKeyToPath(['/api/maintenance'])).toBe('/maintenance');
  });

  it('[CONST-02] defaults: stale 15 min, kept 2 h, no refetch on focus or mount, refetch on reconnect', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 15 * MIN,
      gcTime: 120 * MIN,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: true,
    });
  });

  it('[CONST-05] user query stale after 15 min, company query after 30 s', () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults(USER_QUERY_KEY).staleTime).toBe(15 * MIN);
    expect(client.getQueryDefaults(COMPANY_QUERY_KEY).staleTime).toBe(30_000);
  });

  it('[CONST-03] a failing query is retried twice with doubling delays (1 s, 2 s)', async () => {
    jest.useFakeTimers();
    const fake = installFakeFetch({ 'GET /api/maintenance': { status: 503 } });
    const client = createQueryClient();
    const result = client.fetchQuery({ queryKey: ['/maintenance'] }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(fake.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(fake.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fake.calls).toHaveLength(3);
    await expect(result).resolves.toMatchObject({ status: 503 });
  });

  it.each([404, 403])('[CONST-03] a %s is not retried', async (status) => {
    const fake = installFakeFetch({ 'GET /api/maintenance': { status } });
    await expect(createQueryClient().fetchQuery({ queryKey: ['/maintenance'] })).rejects.toMatchObject({ status });
    expect(fake.calls).toHaveLength(1);
  });

  it('[CONST-04] a failing mutation is retried once, after 1 s', async () => {
    jest.useFakeTimers();
    const client = createQueryClient();
    const mutationFn = jest.fn(() => Promise.reject(Object.assign(new Error('boom'), { status: 500 })));
    const result = client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBeInstanceOf(Error);
  });
});
