import { Controller, Get, Query } from '@nestjs/common';
import type { CallerContext, LeaseBody, Page } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { ListLeasesQueryDto } from './leases.dto';
import { LeasesService } from './leases.service';

@Controller('v1/leases')
export class LeasesController {
  constructor(private readonly leases: LeasesService) {}

  @Get()
  list(@Caller() caller: CallerContext, @Query() query: ListLeasesQueryDto): Promise<Page<LeaseBody>> {
    return this.leases.list(caller, query);
  }
}
