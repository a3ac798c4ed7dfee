import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import type { ApiData, ApiPage, UpdateBugReportRequest } from '@pm/contracts';
import { assertUuid } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { toApiPage } from '../common/api-page';
import { AdminBugReportsService, type AdminBugReport } from './admin-bug-reports.service';

/** Platform staff's bug-report queue: newest first, filtered by status, with the reporter and screenshot. */
@Controller('api/admin/bug-reports')
@Roles('admin', 'superuser')
export class AdminBugReportsController {
  constructor(private readonly reports: AdminBugReportsService) {}

  @Get()
  async list(
    @CurrentUser() caller: AuthUser,
    @Query() query: Record<string, string | string[]>,
  ): Promise<ApiPage<AdminBugReport>> {
    return toApiPage(await this.reports.list(caller, query));
  }

  @Get(':id')
  async get(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiData<AdminBugReport>> {
    return { success: true, data: await this.reports.get(caller, assertUuid(id)) };
  }

  @Patch(':id')
  async setStatus(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateBugReportRequest,
  ): Promise<ApiData<AdminBugReport>> {
    return { success: true, data: await this.reports.setStatus(caller, assertUuid(id), body) };
  }

  /**
   * The stored (re-encoded) image. Served with its own type, never sniffed, never cached by a shared
   * cache: it may show a customer's data.
   */
  @Get(':id/screenshot')
  async screenshot(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.reports.screenshot(caller, assertUuid(id));
    await reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .send(image.bytes);
  }
}
