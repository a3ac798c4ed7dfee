import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { BugReportSubmittedResponse } from '@pm/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { readMultipartForm } from '../uploads/multipart';
import { BugReportThrottlerGuard } from './bug-report-throttler.guard';
import { BUG_REPORT_TEXT_FIELDS, BugReportsService, submittedMessage } from './bug-reports.service';

@Controller('api/bug-reports')
export class BugReportsController {
  constructor(private readonly reports: BugReportsService) {}

  /** multipart/form-data: the text fields of BUG_REPORT_TEXT_FIELDS and an optional `screenshot` file. */
  @Post()
  @HttpCode(201)
  @UseGuards(BugReportThrottlerGuard)
  async submit(@CurrentUser() caller: AuthUser, @Req() request: FastifyRequest): Promise<BugReportSubmittedResponse> {
    const form = await readMultipartForm(request, {
      textFields: BUG_REPORT_TEXT_FIELDS,
      fileField: 'screenshot',
      fileLabel: 'Screenshot',
    });
    const report = await this.reports.submit(caller, form, request.headers['user-agent']);
    const { allowance } = report;
    return {
      success: true,
      creditsAwarded: report.creditsAwarded,
      message: submittedMessage(report),
      data: {
        id: report.id,
        creditsAwarded: report.creditsAwarded,
        dailyCreditLimitReached: allowance.remainingToday === 0,
        creditsLeftToday: allowance.remainingToday,
        dailyCreditCap: allowance.dailyCap,
        creditsResetAt: allowance.resetsAt,
      },
    };
  }
}
