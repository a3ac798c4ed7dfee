import { Controller, Get } from '@nestjs/common';
import type { ApiData, CurrentUserBody } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { CompaniesClient } from '../companies/companies.client';
import { UsersClient } from './users.client';

@Controller('api')
export class UsersController {
  constructor(
    private readonly users: UsersClient,
    private readonly companies: CompaniesClient,
  ) {}

  @Get('user')
  async current(@CurrentUser() caller: AuthUser): Promise<ApiData<CurrentUserBody>> {
    const [user, company] = await Promise.all([this.users.get(caller, caller.userId), this.companies.current(caller)]);
    return { success: true, data: { ...user, company } };
  }
}
