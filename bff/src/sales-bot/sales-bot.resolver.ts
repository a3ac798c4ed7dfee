import { Args, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../auth/roles.decorator';
import { SalesBotAnswer, toSalesBotAnswer } from './sales-bot-answer.model';
import { SalesBotQuestionArgs } from './sales-bot-question.args';
import { SalesBotClient } from './sales-bot.client';

/** Staff try the live sales bot from the knowledge-base screen; visitors ask it through /api/sales-bot/query. */
@Resolver()
@Roles('admin', 'superuser')
export class SalesBotResolver {
  constructor(private readonly salesBot: SalesBotClient) {}

  @Query(() => SalesBotAnswer)
  async salesBotAnswer(
    @Args({ type: () => SalesBotQuestionArgs }) { question }: SalesBotQuestionArgs,
  ): Promise<SalesBotAnswer> {
    return toSalesBotAnswer(await this.salesBot.query({ query: question }));
  }
}
