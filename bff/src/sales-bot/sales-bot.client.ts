import { Injectable } from '@nestjs/common';
import type { SalesBotAnswer, SalesBotQueryRequest } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class SalesBotClient {
  constructor(@InjectServiceClient('engagement') private readonly http: ServiceClient) {}

  query(body: SalesBotQueryRequest) {
    return this.http.post<SalesBotAnswer>('/v1/sales-bot/query', { body });
  }
}
