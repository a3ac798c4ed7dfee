import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { CallerContext, UtilityAccountBody } from '@pm/contracts';
import { assertUuid, Caller } from '@pm/kit';
import {
  CreateUtilityAccountDto,
  ListUtilityAccountsQueryDto,
  RecordMeterReadingDto,
  UpdateUtilityAccountDto,
} from './utility-accounts.dto';
import { UtilityAccountsService } from './utility-accounts.service';

/** UTIL-01: a property's utility accounts and their meter readings. */
@Controller('v1')
export class UtilityAccountsController {
  constructor(private readonly utilityAccounts: UtilityAccountsService) {}

  @Get('properties/:propertyId/utility-accounts')
  async ofProperty(
    @Caller() caller: CallerContext,
    @Param('propertyId') propertyId: string,
    @Query() query: ListUtilityAccountsQueryDto,
  ): Promise<{ items: UtilityAccountBody[] }> {
    const id = assertUuid(propertyId, 'propertyId');
    return { items: await this.utilityAccounts.ofProperty(caller, id, query.include === 'readings') };
  }

  @Get('utility-accounts/:id')
  get(@Caller() caller: CallerContext, @Param('id') id: string): Promise<UtilityAccountBody> {
    return this.utilityAccounts.get(caller, assertUuid(id));
  }

  @Post('utility-accounts')
  @HttpCode(201)
  create(@Caller() caller: CallerContext, @Body() body: CreateUtilityAccountDto): Promise<UtilityAccountBody> {
    return this.utilityAccounts.create(caller, body);
  }

  @Patch('utility-accounts/:id')
  update(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: UpdateUtilityAccountDto,
  ): Promise<UtilityAccountBody> {
    return this.utilityAccounts.update(caller, assertUuid(id), body);
  }

  /** Answers the account with its readings, the new one among them. */
  @Post('utility-accounts/:id/readings')
  @HttpCode(201)
  recordReading(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Body() body: RecordMeterReadingDto,
  ): Promise<UtilityAccountBody> {
    return this.utilityAccounts.recordReading(caller, assertUuid(id), body);
  }
}
