import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { CallerContext, MeterReadingBody, UtilityAccountBody } from '@pm/contracts';
import { assertUuid, Caller } from '@pm/kit';
import {
  CreateUtilityAccountDto,
  ListUtilityAccountsQueryDto,
  MeterReadingPhotoDto,
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

  /** One reading with its photo's storage details, for the bff to serve the photo to whoever may see the reading. */
  @Get('utility-accounts/:id/readings/:readingId')
  reading(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Param('readingId') readingId: string,
  ): Promise<MeterReadingBody> {
    return this.utilityAccounts.reading(caller, assertUuid(id), assertUuid(readingId, 'readingId'));
  }

  /** The reading's one photo, stored by the bff; a second is refused (409). */
  @Post('utility-accounts/:id/readings/:readingId/photo')
  @HttpCode(201)
  attachPhoto(
    @Caller() caller: CallerContext,
    @Param('id') id: string,
    @Param('readingId') readingId: string,
    @Body() body: MeterReadingPhotoDto,
  ): Promise<MeterReadingBody> {
    return this.utilityAccounts.attachPhoto(caller, assertUuid(id), assertUuid(readingId, 'readingId'), body);
  }
}
