// The public blog (spec §7): GET /api/blog/posts?limit&cursor and GET /api/blog/posts/:slug, published posts only.
import { apiRequest } from '@/lib/rest-client';

/** A published post as the bff returns it (BlogPostBody in services/contracts). */
export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  /** At most 300 characters; also the meta description. */
  description: string;
  bodyMarkdown?: string;
  coverImageUrl: string | null;
  publishedAt: string | null;
}

export interface BlogPostPage {
  success: boolean;
  data: BlogPost[];
  pageInfo: { nextCursor: string | null; total?: number };
}

export interface BlogPostAnswer {
  success: boolean;
  data: BlogPost;
}

/** Posts per request of the list ('Load more' asks for the next page by cursor). */
export const BLOG_PAGE_SIZE = 6;

export function fetchBlogPosts(cursor: string | null, signal?: AbortSignal): Promise<BlogPostPage> {
  const query = new URLSearchParams({ limit: String(BLOG_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  // Public: visitors send no token (and a signed-in reader's session is not needed either).
  return apiRequest<BlogPostPage>(`/blog/posts?${query.toString()}`, { signal, skipAuth: true });
}

export async function fetchBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const answer = await apiRequest<BlogPostAnswer>(`/blog/posts/${encodeURIComponent(slug)}`, {
    signal,
    skipAuth: true,
  });
  return answer.data;
}
