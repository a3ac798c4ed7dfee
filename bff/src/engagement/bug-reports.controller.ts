import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { readMultipartForm } from '../uploads/multipart';
import { BUG_REPORT_TEXT_FIELDS, BugReportsService } from './bug-reports.service';

export interface BugReportSubmittedResponse {
  success: true;
  creditsAwarded: number;
  message: string;
  data: { id: string; creditsAwarded: number };
}

@Controller('api/bug-reports')
export class BugReportsController {
  constructor(private readonly reports: BugReportsService) {}

  /** multipart/form-data: the text fields of BUG_REPORT_TEXT_FIELDS and an optional `screenshot` file. */
  @Post()
  @HttpCode(201)
  async submit(@CurrentUser() caller: AuthUser, @Req() request: FastifyRequest): Promise<BugReportSubmittedResponse> {
    const form = await readMultipartForm(request, {
      textFields: BUG_REPORT_TEXT_FIELDS,
      fileField: 'screenshot',
      fileLabel: 'Screenshot',
    });
    const report = await this.reports.submit(caller, form, request.headers['user-agent']);
    return {
      success: true,
      creditsAwarded: report.creditsAwarded,
      message: 'Bug report submitted',
      data: { id: report.id, creditsAwarded: report.creditsAwarded },
    };
  }
}
