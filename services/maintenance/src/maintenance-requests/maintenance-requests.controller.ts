import { Controller, Get, Param, Query } from '@nestjs/common';
import type {
  CallerContext,
  MaintenanceCounts,
  MaintenanceRequestBody,
  OpenRequestsByPriority,
  Page,
} from '@pm/contracts';
import { Caller } from '@pm/kit';
import { assertUuid } from '@pm/kit';
import { ListMaintenanceRequestsQueryDto } from './maintenance-requests.dto';
import { MaintenanceRequestsService } from './maintenance-requests.service';

@Controller('v1')
export class MaintenanceRequestsController {
  constructor(private readonly requests: MaintenanceRequestsService) {}

  @Get('requests')
  list(
    @Caller() caller: CallerContext,
    @Query() query: ListMaintenanceRequestsQueryDto,
  ): Promise<Page<MaintenanceRequestBody>> {
    return this.requests.list(caller, query);
  }

  @Get('requests/:id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<MaintenanceRequestBody> {
    return this.requests.get(caller, assertUuid(id));
  }

  @Get('counts')
  counts(@Caller() caller: CallerContext): Promise<MaintenanceCounts> {
    return this.requests.counts(caller);
  }

  @Get('counts/open-by-priority')
  openByPriority(@Caller() caller: CallerContext): Promise<OpenRequestsByPriority> {
    return this.requests.openByPriority(caller);
  }
}
