import { Controller, Get, Param, Res } from '@nestjs/common';
import { assertUuid } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { BugReportsService } from './bug-reports.service';

/** A report's screenshot for platform staff: a download, so REST beside the GraphQL queue. */
@Controller('api/admin/bug-reports')
@Roles('admin', 'superuser')
export class AdminBugReportScreenshotController {
  constructor(private readonly reports: BugReportsService) {}

  /** Its own type, never sniffed, never in a shared cache: it may show a customer's data. */
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
