import { Controller, Get } from '@nestjs/common';
import type { ApiData, CompanyBody } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { CompaniesClient } from './companies.client';

@Controller('api/companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesClient) {}

  @Get('current')
  async current(@CurrentUser() caller: AuthUser): Promise<ApiData<CompanyBody>> {
    const company = await this.companies.current(caller);
    return { success: true, data: { id: company.id, name: company.name, logoUrl: company.logoUrl } };
  }
}
