import { Body, Controller, Get, Post, Res } from '@nestjs/common';
import type { CallerContext, CreditBalanceBody, CreditEntryBody } from '@pm/contracts';
import { Caller } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import { CreateCreditEntryDto } from './credits.dto';
import { CreditsService } from './credits.service';

@Controller('v1/credits')
export class CreditsController {
  constructor(private readonly credits: CreditsService) {}

  /** 201 for a new entry, 200 when the same (reason, referenceId) was already recorded. */
  @Post()
  async create(
    @Caller() caller: CallerContext,
    @Body() body: CreateCreditEntryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreditEntryBody> {
    const { entry, created } = await this.credits.record(caller, body);
    reply.status(created ? 201 : 200);
    return entry;
  }

  @Get('balance')
  balance(@Caller() caller: CallerContext): Promise<CreditBalanceBody> {
    return this.credits.balance(caller);
  }
}
