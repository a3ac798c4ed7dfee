import { Controller, Get, Query, Res } from '@nestjs/common';
import type { ErrorBody } from '@pm/contracts';
import { AppException, callerHeaders, INTERNAL_TOKEN_HEADER } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { BffSettings } from '../config/bff.config';

const EXPORT_TIMEOUT_MS = 30_000;
const FILTERS = ['q', 'source', 'status'] as const;

/** The inbox as CSV, streamed from the engagement service (which validates the filters). */
@Controller('api/admin/contact-submissions')
@Roles('admin', 'superuser')
export class AdminContactExportController {
  constructor(private readonly settings: BffSettings) {}

  @Get('export.csv')
  async export(
    @CurrentUser() caller: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const params = new URLSearchParams();
    for (const name of FILTERS) {
      const value = query[name];
      if (value === undefined) continue;
      if (typeof value !== 'string') throw new AppException(400, 'VALIDATION_FAILED', `${name} must be a string`);
      params.set(name, value);
    }
    const search = params.toString();
    const url = `${this.settings.serviceUrls.engagement}/v1/contact-submissions/export.csv${search ? `?${search}` : ''}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { [INTERNAL_TOKEN_HEADER]: this.settings.internalToken, ...callerHeaders(caller), accept: 'text/csv' },
        signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
      });
    } catch {
      throw new AppException(503, 'SERVICE_UNAVAILABLE', 'The engagement service is unavailable');
    }
    if (!response.ok || !response.body) {
      if (response.status >= 500 || response.ok) {
        throw new AppException(503, 'SERVICE_UNAVAILABLE', 'The engagement service failed');
      }
      const error = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
      throw new AppException(
        response.status,
        error.code ?? 'UPSTREAM_ERROR',
        error.message ?? `engagement answered ${response.status}`,
        error.details,
      );
    }
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="contact-submissions.csv"')
      .header('cache-control', 'no-store')
      .send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
  }
}
