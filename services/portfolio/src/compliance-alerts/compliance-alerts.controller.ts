import { Controller, Get, Query } from '@nestjs/common';
import type { CallerContext, ComplianceAlertBody, Page } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { ListComplianceAlertsQueryDto } from './compliance-alerts.dto';
import { ComplianceAlertsService } from './compliance-alerts.service';

/** CMP-03: the compliance alerts the caller may see, newest first. */
@Controller('v1')
export class ComplianceAlertsController {
  constructor(private readonly alerts: ComplianceAlertsService) {}

  @Get('compliance-alerts')
  list(
    @Caller() caller: CallerContext,
    @Query() query: ListComplianceAlertsQueryDto,
  ): Promise<Page<ComplianceAlertBody>> {
    return this.alerts.list(caller, query);
  }
}
