import { Injectable } from '@nestjs/common';
import type {
  BlogAdminQuery,
  BlogPostBody,
  CallerContext,
  CreateBlogPostRequest,
  EngagementAuditEntryBody,
  Page,
  PageQuery,
  PublishBlogPostRequest,
  UpdateBlogPostRequest,
} from '@pm/contracts';
import { nullIfNotFound, type ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

const POSTS = '/v1/admin/blog/posts';
const postPath = (id: string) => `${POSTS}/${encodeURIComponent(id)}`;

@Injectable()
export class BlogPostsClient {
  constructor(@InjectServiceClient('engagement') private readonly http: ServiceClient) {}

  published(page: PageQuery) {
    return this.http.get<Page<BlogPostBody>>('/v1/blog/posts', { query: { ...page } });
  }

  publishedBySlug(slug: string) {
    return this.http.get<BlogPostBody>(`/v1/blog/posts/by-slug/${encodeURIComponent(slug)}`);
  }

  list(caller: CallerContext, query: BlogAdminQuery) {
    return this.http.get<Page<BlogPostBody>>(POSTS, { caller, query: { ...query } });
  }

  find(caller: CallerContext, id: string) {
    return nullIfNotFound(this.http.get<BlogPostBody>(postPath(id), { caller }));
  }

  history(caller: CallerContext, id: string) {
    return this.http.get<EngagementAuditEntryBody[]>(`${postPath(id)}/history`, { caller });
  }

  create(caller: CallerContext, body: CreateBlogPostRequest) {
    return this.http.post<BlogPostBody>(POSTS, { caller, body });
  }

  update(caller: CallerContext, id: string, body: UpdateBlogPostRequest) {
    return this.http.request<BlogPostBody>('PATCH', postPath(id), { caller, body });
  }

  setPublished(caller: CallerContext, id: string, published: boolean, body: PublishBlogPostRequest = {}) {
    return this.http.post<BlogPostBody>(`${postPath(id)}/${published ? 'publish' : 'unpublish'}`, { caller, body });
  }

  async remove(caller: CallerContext, id: string): Promise<void> {
    await this.http.request<undefined>('DELETE', postPath(id), { caller });
  }
}
