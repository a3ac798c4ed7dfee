import type { CallerContext, ErrorBody } from '@pm/contracts';
import type { Readable } from 'node:stream';
import { type Dispatcher, Pool } from 'undici';
import { CALLER_ASSERTION_HEADER, CallerAssertionSigner, callerAssertionKey } from './caller-assertion';
import { AppException } from './errors';
import { INTERNAL_TOKEN_HEADER } from './internal-auth';

export interface ServiceClientOptions {
  /** Also the audience of the caller assertions this client signs: only that service accepts them. */
  name: string;
  baseUrl: string;
  internalToken: string;
  /** Total time for one call, headers and body. */
  timeoutMs?: number;
  connections?: number;
  /**
   * Completes the caller before it is signed: the bff adds an owner's or tenant's links (ISO-02) for the
   * services whose records they open. Every call with a caller goes through it.
   */
  completeCaller?: (caller: CallerContext) => Promise<CallerContext>;
}

export interface ServiceRequest {
  caller?: CallerContext;
  query?: Record<string, string | number | boolean | string[] | undefined>;
  body?: unknown;
  /** For the few calls that may take longer than the client's default (imports). */
  timeoutMs?: number;
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

/** A service that is down or slow fails fast as 503; its 4xx answers are passed on with their code and message. */
export class ServiceClient {
  private readonly pool: Pool;
  private readonly timeoutMs: number;
  private readonly assertions: CallerAssertionSigner;
  calls = 0;

  constructor(private readonly options: ServiceClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.assertions = new CallerAssertionSigner(callerAssertionKey(options.internalToken), options.name);
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
    const response = await this.send(method, path, req, 'application/json', req.timeoutMs ?? this.timeoutMs);
    const text = await response.body.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** A GET whose answer is streamed on as it arrives (exports), with the same errors as request(). */
  async download(path: string, req: ServiceRequest & { accept: string; timeoutMs?: number }): Promise<Readable> {
    const response = await this.send('GET', path, req, req.accept, req.timeoutMs ?? this.timeoutMs);
    return response.body;
  }

  private async send(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    req: ServiceRequest,
    accept: string,
    timeoutMs: number,
  ): Promise<Dispatcher.ResponseData> {
    this.calls += 1;
    const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: this.options.internalToken, accept };
    // Signed for this service only: a captured header opens nothing else and soon expires.
    if (req.caller) {
      const caller = this.options.completeCaller ? await this.options.completeCaller(req.caller) : req.caller;
      headers[CALLER_ASSERTION_HEADER] = await this.assertions.sign(caller);
    }
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    let response: Dispatcher.ResponseData;
    try {
      response = await this.pool.request({
        method,
        path: path + queryString(req.query),
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(timeoutMs),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch {
      throw new AppException(503, 'SERVICE_UNAVAILABLE', `The ${this.options.name} service is unavailable`);
    }
    if (response.statusCode < 400) return response;
    if (response.statusCode >= 500) {
      await response.body.dump();
      throw new AppException(503, 'SERVICE_UNAVAILABLE', `The ${this.options.name} service failed`);
    }
    const error = (await response.body.json().catch(() => undefined)) as Partial<ErrorBody> | undefined;
    throw new AppException(
      response.statusCode,
      error?.code ?? 'UPSTREAM_ERROR',
      error?.message ?? `${this.options.name} answered ${response.statusCode}`,
      error?.details,
    );
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

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}

export const isNotFound = (error: unknown) => error instanceof AppException && error.statusCode === 404;

/** A service's 404 as null: GraphQL answers an unknown or other company's record as null (ISO-01/02). */
export async function nullIfNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
