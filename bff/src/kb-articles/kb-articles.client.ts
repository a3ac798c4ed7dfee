import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreateKbArticleRequest,
  EngagementAuditEntryBody,
  KbAdminQuery,
  KbArticleBody,
  Page,
  UpdateKbArticleRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const ARTICLES = '/v1/admin/kb-articles';
const articlePath = (id: string) => `${ARTICLES}/${encodeURIComponent(id)}`;

@Injectable()
export class KbArticlesClient {
  constructor(@InjectServiceClient('engagement') private readonly http: ServiceClient) {}

  list(caller: CallerContext, query: KbAdminQuery) {
    return this.http.get<Page<KbArticleBody>>(ARTICLES, { caller, query: { ...query } });
  }

  find(caller: CallerContext, id: string) {
    return nullIfNotFound(this.http.get<KbArticleBody>(articlePath(id), { caller }));
  }

  history(caller: CallerContext, id: string) {
    return this.http.get<EngagementAuditEntryBody[]>(`${articlePath(id)}/history`, { caller });
  }

  create(caller: CallerContext, body: CreateKbArticleRequest) {
    return this.http.post<KbArticleBody>(ARTICLES, { caller, body });
  }

  update(caller: CallerContext, id: string, body: UpdateKbArticleRequest) {
    return this.http.request<KbArticleBody>('PATCH', articlePath(id), { caller, body });
  }

  async remove(caller: CallerContext, id: string): Promise<void> {
    await this.http.request<undefined>('DELETE', articlePath(id), { caller });
  }
}
