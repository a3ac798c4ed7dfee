import { Injectable } from '@nestjs/common';
import type {
  BlogPostBody,
  BugReportBody,
  CallerContext,
  ContactSubmissionBody,
  ContactSubmissionQuery,
  CreateBugReportRequest,
  CreateContactSubmissionRequest,
  Page,
  PageQuery,
  SalesBotAnswer,
  SalesBotQueryRequest,
  SupportConversationBody,
  SupportConversationDetailBody,
  SupportInboundRequest,
  SupportInboundResponse,
} from '@pm/contracts';
import { BffSettings } from '../config/bff.config';
import { ServiceApi } from './service-api';

/** Routes open to visitors take a null caller: the service then sees no x-caller-* headers. */
const asCaller = (caller: CallerContext | null) => caller ?? undefined;

@Injectable()
export class EngagementClient extends ServiceApi {
  constructor(settings: BffSettings) {
    super(settings, 'engagement');
  }

  salesBotQuery(body: SalesBotQueryRequest) {
    return this.client.post<SalesBotAnswer>('/v1/sales-bot/query', { body });
  }

  createContactSubmission(caller: CallerContext | null, body: CreateContactSubmissionRequest) {
    return this.client.post<ContactSubmissionBody>('/v1/contact-submissions', { caller: asCaller(caller), body });
  }

  listContactSubmissions(caller: CallerContext, query: ContactSubmissionQuery) {
    return this.client.get<Page<ContactSubmissionBody>>('/v1/contact-submissions', { caller, query: { ...query } });
  }

  createBugReport(caller: CallerContext, body: CreateBugReportRequest) {
    return this.client.post<BugReportBody>('/v1/bug-reports', { caller, body });
  }

  supportInbound(caller: CallerContext | null, body: SupportInboundRequest) {
    return this.client.post<SupportInboundResponse>('/v1/support/inbound', { caller: asCaller(caller), body });
  }

  mySupportConversations(caller: CallerContext, page: PageQuery) {
    return this.client.get<Page<SupportConversationBody>>('/v1/support/conversations/mine', {
      caller,
      query: { ...page },
    });
  }

  supportConversation(caller: CallerContext | null, id: string, token: string | undefined) {
    return this.client.get<SupportConversationDetailBody>(`/v1/support/conversations/${encodeURIComponent(id)}`, {
      caller: asCaller(caller),
      query: { token },
    });
  }

  publishedBlogPosts(page: PageQuery) {
    return this.client.get<Page<BlogPostBody>>('/v1/blog/posts', { query: { ...page } });
  }

  publishedBlogPost(slug: string) {
    return this.client.get<BlogPostBody>(`/v1/blog/posts/by-slug/${encodeURIComponent(slug)}`);
  }
}
