import { Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Company } from '../companies/company.model';
import type { GqlContext } from '../graphql/gql-context';
import { IdentityClient } from '../service-clients/identity.client';
import { toUser, User } from './user.model';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly identity: IdentityClient) {}

  @Query(() => User)
  async me(@CurrentUser() caller: AuthUser): Promise<User> {
    return toUser(await this.identity.getUser(caller, caller.userId));
  }

  @ResolveField('company', () => Company)
  company(@Parent() user: User, @Context() context: GqlContext) {
    return context.loaders.company.load(user.companyId);
  }
}
