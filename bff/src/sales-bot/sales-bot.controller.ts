import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { SalesBotQueryRequest, SalesBotQueryResponse } from '@pm/contracts';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { Public } from '../auth/public.decorator';
import { SALES_BOT_QUESTION_MAX } from './sales-bot-question.args';
import { SalesBotClient } from './sales-bot.client';

class SalesBotQueryDto implements SalesBotQueryRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(1, SALES_BOT_QUESTION_MAX)
  query!: string;
}

@Public()
@Controller('api/sales-bot')
export class SalesBotController {
  constructor(private readonly salesBot: SalesBotClient) {}

  @Post('query')
  @HttpCode(200)
  async query(@Body() body: SalesBotQueryDto): Promise<SalesBotQueryResponse> {
    const { answer, source } = await this.salesBot.query({ query: body.query });
    return { success: true, data: { answer, source } };
  }
}
