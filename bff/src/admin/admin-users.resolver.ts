import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { paginate } from '../graphql/connection';
import { IdentityClient } from '../service-clients/identity.client';
import { toUser, UserConnection } from '../users/user.model';

@Resolver()
export class AdminUsersResolver {
  constructor(private readonly identity: IdentityClient) {}

  @Query(() => UserConnection)
  @Roles('admin', 'superuser')
  adminUsers(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<UserConnection> {
    return paginate((cursor, limit) => this.identity.listAllUsers(caller, { cursor, limit }), first, after, toUser);
  }
}
