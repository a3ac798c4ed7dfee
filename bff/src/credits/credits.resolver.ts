import { Int, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { toModel } from '../graphql/model';
import { CreditAllowance } from './credit-allowance.model';
import { CreditsClient } from './credits.client';

@Resolver()
export class CreditsResolver {
  constructor(private readonly credits: CreditsClient) {}

  @Query(() => Int)
  async creditBalance(@CurrentUser() caller: AuthUser): Promise<number> {
    return (await this.credits.balance(caller)).balance;
  }

  /** How many more credits bug reports can earn the signed-in user today (the daily cap). */
  @Query(() => CreditAllowance)
  async bugReportCreditAllowance(@CurrentUser() caller: AuthUser): Promise<CreditAllowance> {
    const { reason: _, ...allowance } = await this.credits.allowance(caller, 'bug_report');
    return toModel(CreditAllowance, allowance);
  }
}
