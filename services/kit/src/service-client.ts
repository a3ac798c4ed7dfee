import type { CallerContext, ErrorBody } from '@pm/contracts';
import { Pool } from 'undici';
import { AppException } from './errors';
import { callerHeaders, INTERNAL_TOKEN_HEADER } from './internal-auth';

export interface ServiceClientOptions {
  name: string;
  baseUrl: string;
  internalToken: string;
  /** Total time for one call, headers and body. */
  timeoutMs?: number;
  connections?: number;
}

export interface ServiceRequest {
  caller?: CallerContext;
  query?: Record<string, string | number | boolean | string[] | undefined>;
  body?: unknown;
}

function queryString(query: ServiceRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Typed calls from the bff to one service over a keep-alive pool. A service that is down or slow
 * fails fast as 503; a service's 4xx answer is passed on with its code and message.
 */
export class ServiceClient {
  private readonly pool: Pool;
  private readonly timeoutMs: number;
  calls = 0;

  constructor(private readonly options: ServiceClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.pool = new Pool(options.baseUrl, {
      connections: options.connections ?? 32,
      keepAliveTimeout: 10_000,
      connectTimeout: 2_000,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
  }

  get name(): string {
    return this.options.name;
  }

  async request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    req: ServiceRequest = {},
  ): Promise<T> {
    this.calls += 1;
    const headers: Record<string, string> = {
      [INTERNAL_TOKEN_HEADER]: this.options.internalToken,
      accept: 'application/json',
      ...(req.caller ? callerHeaders(req.caller) : {}),
    };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    let response;
    try {
      response = await this.pool.request({
        method,
        path: path + queryString(req.query),
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new AppException(503, 'SERVICE_UNAVAILABLE', `The ${this.options.name} service is unavailable`);
    }
    const text = await response.body.text();
    const data = text ? (JSON.parse(text) as unknown) : undefined;
    if (response.statusCode >= 400) {
      const error = data as Partial<ErrorBody> | undefined;
      if (response.statusCode >= 500) {
        throw new AppException(503, 'SERVICE_UNAVAILABLE', `The ${this.options.name} service failed`);
      }
      throw new AppException(
        response.statusCode,
        error?.code ?? 'UPSTREAM_ERROR',
        error?.message ?? `${this.options.name} answered ${response.statusCode}`,
        error?.details,
      );
    }
    return data as T;
  }

  get<T>(path: string, req?: ServiceRequest) {
    return this.request<T>('GET', path, req);
  }

  post<T>(path: string, req?: ServiceRequest) {
    return this.request<T>('POST', path, req);
  }

  async ping(): Promise<boolean> {
    try {
      await this.get('/readyz');
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
