import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  Page,
  PageQuery,
  SupportAdminQuery,
  SupportConversationBody,
  SupportConversationDetailBody,
  SupportInboundRequest,
  SupportInboundResponse,
  SupportReplyRequest,
  UpdateSupportConversationRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const ADMIN = '/v1/admin/support/conversations';
const adminPath = (id: string) => `${ADMIN}/${encodeURIComponent(id)}`;

@Injectable()
export class SupportConversationsClient {
  constructor(@InjectServiceClient('engagement') private readonly http: ServiceClient) {}

  /** Visitors have no caller: the service then sees no caller context. */
  inbound(caller: CallerContext | null, body: SupportInboundRequest) {
    return this.http.post<SupportInboundResponse>('/v1/support/inbound', { caller: caller ?? undefined, body });
  }

  mine(caller: CallerContext, page: PageQuery) {
    return this.http.get<Page<SupportConversationBody>>('/v1/support/conversations/mine', {
      caller,
      query: { ...page },
    });
  }

  /** A conversation for its writer: the owner by caller, a visitor by the token handed out. */
  forWriter(caller: CallerContext | null, id: string, token: string | undefined) {
    return this.http.get<SupportConversationDetailBody>(`/v1/support/conversations/${encodeURIComponent(id)}`, {
      caller: caller ?? undefined,
      query: { token },
    });
  }

  list(caller: CallerContext, query: SupportAdminQuery) {
    return this.http.get<Page<SupportConversationBody>>(ADMIN, { caller, query: { ...query } });
  }

  find(caller: CallerContext, id: string) {
    return nullIfNotFound(this.http.get<SupportConversationDetailBody>(adminPath(id), { caller }));
  }

  reply(caller: CallerContext, id: string, body: SupportReplyRequest) {
    return this.http.post<SupportConversationDetailBody>(`${adminPath(id)}/replies`, { caller, body });
  }

  setStatus(caller: CallerContext, id: string, body: UpdateSupportConversationRequest) {
    return this.http.request<SupportConversationBody>('PATCH', adminPath(id), { caller, body });
  }
}
