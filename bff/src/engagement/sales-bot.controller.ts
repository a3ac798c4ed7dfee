import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { ApiData, SalesBotAnswer } from '@pm/contracts';
import { Public } from '../auth/public.decorator';
import { EngagementClient } from '../service-clients/engagement.client';
import { SalesBotQueryDto } from './engagement.dto';

@Public()
@Controller('api/sales-bot')
export class SalesBotController {
  constructor(private readonly engagement: EngagementClient) {}

  /** Answered from the product knowledge base, with the article it came from. */
  @Post('query')
  @HttpCode(200)
  async query(@Body() body: SalesBotQueryDto): Promise<ApiData<Pick<SalesBotAnswer, 'answer' | 'source'>>> {
    const { answer, source } = await this.engagement.salesBotQuery({ query: body.query });
    return { success: true, data: { answer, source } };
  }
}
