import { Int, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { CreditsClient } from './credits.client';

@Resolver()
export class CreditsResolver {
  constructor(private readonly credits: CreditsClient) {}

  /** The signed-in user's credits (earned by bug reports). */
  @Query(() => Int)
  async creditBalance(@CurrentUser() caller: AuthUser): Promise<number> {
    return (await this.credits.balance(caller)).balance;
  }
}
