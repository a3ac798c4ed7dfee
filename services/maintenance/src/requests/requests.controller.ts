import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CallerContext, MaintenanceCounts, MaintenanceRequestBody, Page } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { assertUuid } from '@pm/kit';
import { ListRequestsQueryDto } from './list-requests.query';
import { RequestsService } from './requests.service';

@Controller('v1')
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Get('requests')
  list(@Caller() caller: CallerContext, @Query() query: ListRequestsQueryDto): Promise<Page<MaintenanceRequestBody>> {
    return this.requests.list(caller.companyId, query);
  }

  @Get('requests/:id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<MaintenanceRequestBody> {
    return this.requests.get(caller.companyId, assertUuid(id));
  }

  @Get('counts')
  counts(@Caller() caller: CallerContext): Promise<MaintenanceCounts> {
    return this.requests.counts(caller.companyId);
  }
}
