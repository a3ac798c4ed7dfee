import { Controller, Get } from '@nestjs/common';
import type { CallerContext, CompanyBody } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { CompaniesService } from './companies.service';

@Controller('v1/companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get('current')
  current(@Caller() caller: CallerContext): Promise<CompanyBody> {
    return this.companies.findCurrent(caller.companyId);
  }
}
