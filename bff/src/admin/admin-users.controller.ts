import { Controller, Get, Query } from '@nestjs/common';
import type { ApiPage, UserBody } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { toApiPage } from '../common/api-page';
import { IdentityClient } from '../service-clients/identity.client';

@Controller('api/admin/users')
@Roles('admin', 'superuser')
export class AdminUsersController {
  constructor(private readonly identity: IdentityClient) {}

  @Get()
  async list(@CurrentUser() caller: AuthUser, @Query() query: PageQueryDto): Promise<ApiPage<UserBody>> {
    return toApiPage(await this.identity.listAllUsers(caller, { limit: query.limit, cursor: query.cursor }));
  }
}
