import { Injectable } from '@nestjs/common';
import type { CallerContext, PortfolioSummaryBody } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class PortfolioSummaryClient {
  constructor(@InjectServiceClient('portfolio') private readonly http: ServiceClient) {}

  summary(caller: CallerContext) {
    return this.http.get<PortfolioSummaryBody>('/v1/portfolio-summary', { caller });
  }
}
