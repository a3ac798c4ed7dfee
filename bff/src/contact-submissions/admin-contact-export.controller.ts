import { Controller, Get, Query, Res } from '@nestjs/common';
import { AppException } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { ContactSubmissionsClient } from './contact-submissions.client';

const FILTERS = ['q', 'source', 'status'] as const;

/** The inbox as CSV, streamed from the engagement service (which validates the filters). */
@Controller('api/admin/contact-submissions')
@Roles('admin', 'superuser')
export class AdminContactExportController {
  constructor(private readonly submissions: ContactSubmissionsClient) {}

  @Get('export.csv')
  async export(
    @CurrentUser() caller: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const filters: Record<string, string> = {};
    for (const name of FILTERS) {
      const value = query[name];
      if (value === undefined) continue;
      if (typeof value !== 'string') throw new AppException(400, 'VALIDATION_FAILED', `${name} must be a string`);
      filters[name] = value;
    }
    const csv = await this.submissions.exportCsv(caller, filters);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="contact-submissions.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  }
}
