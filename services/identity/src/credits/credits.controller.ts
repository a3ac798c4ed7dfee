import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import type { CallerContext, CreditAllowanceBody, CreditAwardBody, CreditBalanceBody } from '@pm/contracts';
import { Caller } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import { CreateCreditEntryDto, CreditAllowanceQueryDto } from './credits.dto';
import { CreditsService } from './credits.service';

@Controller('v1/credits')
export class CreditsController {
  constructor(private readonly credits: CreditsService) {}

  /**
   * 201 for a new entry; 200 when nothing new was recorded: the same (reason, referenceId) already was, or a
   * capped reason had nothing left to award today (then `entry` is null and `awarded` 0).
   */
  @Post()
  async create(
    @Caller() caller: CallerContext,
    @Body() body: CreateCreditEntryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreditAwardBody> {
    const { entry, created, awarded, allowance } = await this.credits.record(caller, body);
    reply.status(created ? 201 : 200);
    return { entry, awarded, allowance };
  }

  @Get('balance')
  balance(@Caller() caller: CallerContext): Promise<CreditBalanceBody> {
    return this.credits.balance(caller);
  }

  @Get('allowance')
  allowance(@Caller() caller: CallerContext, @Query() query: CreditAllowanceQueryDto): Promise<CreditAllowanceBody> {
    return this.credits.allowance(caller, query.reason);
  }
}
