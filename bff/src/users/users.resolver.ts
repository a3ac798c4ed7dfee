import { Args, Context, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { CompanyLoader } from '../companies/company.loader';
import { Company } from '../companies/company.model';
import { BATCHED_LOAD_COST } from '../graphql/complexity';
import { paginate } from '../graphql/connection';
import type { GqlContext } from '../graphql/gql-context';
import { toModel } from '../graphql/model';
import { User, UserConnection } from './user.model';
import { UsersClient } from './users.client';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly users: UsersClient) {}

  @Query(() => User)
  async me(@CurrentUser() caller: AuthUser): Promise<User> {
    return toModel(User, await this.users.get(caller, caller.userId));
  }

  /** Every user of every company, for platform staff. */
  @Query(() => UserConnection)
  @Roles('admin', 'superuser')
  adminUsers(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<UserConnection> {
    return paginate(
      (cursor, limit) => this.users.listAll(caller, { cursor, limit }),
      first,
      after,
      (body) => toModel(User, body),
    );
  }

  @ResolveField('company', () => Company, { complexity: BATCHED_LOAD_COST })
  async company(@Parent() user: User, @Context() context: GqlContext): Promise<Company | null> {
    const company = await context.loaders.get(CompanyLoader).load(user.companyId);
    return company && toModel(Company, company);
  }
}
