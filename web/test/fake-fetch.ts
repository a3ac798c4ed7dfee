// A fake window.fetch for the web unit tests: routes by "METHOD /path", records every call.
import type { UserBody } from '@pm/contracts';

export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Never answers; rejects when the request is aborted (timeouts). */
  hang?: boolean;
  /** Rejects like a failed connection. */
  networkError?: boolean;
}

type Handler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

function fakeResponse(status: number, body: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : `Status ${status}`,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  };
}

export function installFakeFetch(routes: Record<string, FakeAnswer | Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const call: FakeCall = {
      method,
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (!route) return fakeResponse(404, { success: false, statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    if (answer.hang) {
      return new Promise<never>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    return fakeResponse(answer.status ?? 200, answer.body);
  });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return {
    calls,
    fetchMock,
    callsTo: (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url),
  };
}

export function fakeJwt(claims: Record<string, unknown> = { sub: 'user-1' }): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const demoUser = {
  id: 'user-1',
  companyId: 'company-1',
  email: 'manager@example.com',
  firstName: 'Mia',
  lastName: 'Manager',
  role: 'manager',
} satisfies Omit<UserBody, 'createdAt'>;
