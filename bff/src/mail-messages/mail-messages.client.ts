import { Injectable } from '@nestjs/common';
import type { CallerContext, MailMessageBody, Page, PageQuery } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

/** Identity is the one service that sends mail so far; a second one would be read and merged here. */
@Injectable()
export class MailMessagesClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  list(caller: CallerContext, page: PageQuery) {
    return this.http.get<Page<MailMessageBody>>('/v1/admin/mail', { caller, query: { ...page } });
  }
}
