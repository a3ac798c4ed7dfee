import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { BugReportBody, CallerContext, Page } from '@pm/contracts';
import { assertUuid, Caller, PageQueryDto } from '@pm/kit';
import {
  CreateBugReportDto,
  ListBugReportsQueryDto,
  SetBugReportCreditsDto,
  UpdateBugReportDto,
} from './bug-reports.dto';
import { BugReportsService } from './bug-reports.service';

@Controller('v1/bug-reports')
export class BugReportsController {
  constructor(private readonly reports: BugReportsService) {}

  @Post()
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreateBugReportDto): Promise<BugReportBody> {
    return this.reports.create(caller, body);
  }

  /** The credits the ledger awarded, set by the bff after recording them. */
  @Patch(':id/credits')
  setCredits(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: SetBugReportCreditsDto,
  ): Promise<BugReportBody> {
    return this.reports.setCredits(caller, assertUuid(id), body.creditsAwarded);
  }

  @Get('mine')
  mine(@Caller() caller: CallerContext, @Query() query: PageQueryDto): Promise<Page<BugReportBody>> {
    return this.reports.mine(caller, query);
  }
}

@Controller('v1/admin/bug-reports')
export class AdminBugReportsController {
  constructor(private readonly reports: BugReportsService) {}

  @Get()
  list(@Caller() caller: CallerContext, @Query() query: ListBugReportsQueryDto): Promise<Page<BugReportBody>> {
    return this.reports.adminList(caller, query);
  }

  @Get(':id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<BugReportBody> {
    return this.reports.adminGet(caller, assertUuid(id));
  }

  @Patch(':id')
  setStatus(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdateBugReportDto,
  ): Promise<BugReportBody> {
    return this.reports.setStatus(caller, assertUuid(id), body.status);
  }
}
