import { Controller, Get } from '@nestjs/common';
import type { ApiData, CurrentUserBody } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { IdentityClient } from '../service-clients/identity.client';

@Controller('api')
export class UsersController {
  constructor(private readonly identity: IdentityClient) {}

  @Get('user')
  async current(@CurrentUser() caller: AuthUser): Promise<ApiData<CurrentUserBody>> {
    const [user, company] = await Promise.all([
      this.identity.getUser(caller, caller.userId),
      this.identity.currentCompany(caller),
    ]);
    return { success: true, data: { ...user, company } };
  }
}
