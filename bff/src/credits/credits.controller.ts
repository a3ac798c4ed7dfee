import { Controller, Get } from '@nestjs/common';
import type { ApiData, CreditBalanceBody } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { CreditsClient } from './credits.client';

@Controller('api/credits')
export class CreditsController {
  constructor(private readonly credits: CreditsClient) {}

  @Get('balance')
  async balance(@CurrentUser() caller: AuthUser): Promise<ApiData<CreditBalanceBody>> {
    return { success: true, data: await this.credits.balance(caller) };
  }
}
