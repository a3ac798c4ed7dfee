import { Controller, Get } from '@nestjs/common';
import type { CallerContext, PortfolioSummaryBody } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { PortfolioSummaryService } from './portfolio-summary.service';

@Controller('v1')
export class PortfolioSummaryController {
  constructor(private readonly portfolio: PortfolioSummaryService) {}

  @Get('portfolio-summary')
  summary(@Caller() caller: CallerContext): Promise<PortfolioSummaryBody> {
    return this.portfolio.summary(caller);
  }
}
