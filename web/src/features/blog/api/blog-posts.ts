// The public blog (spec §7): GET /api/blog/posts?limit&cursor and GET /api/blog/posts/:slug, published posts only.
import type { ApiData, ApiPage, BlogPostBody } from '@pm/contracts';

import { apiRequest } from '@/lib/rest-client';

/** What the public blog shows of a published post. */
export type BlogPost = Pick<
  BlogPostBody,
  'id' | 'slug' | 'title' | 'description' | 'bodyMarkdown' | 'coverImageUrl' | 'publishedAt'
>;

/** Posts per request of the list ('Load more' asks for the next page by cursor). */
const BLOG_PAGE_SIZE = 6;

export function fetchBlogPosts(cursor: string | null, signal?: AbortSignal): Promise<ApiPage<BlogPost>> {
  const query = new URLSearchParams({ limit: String(BLOG_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  // Public: visitors send no token (and a signed-in reader's session is not needed either).
  return apiRequest<ApiPage<BlogPost>>(`/blog/posts?${query.toString()}`, { signal, skipAuth: true });
}

export async function fetchBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const answer = await apiRequest<ApiData<BlogPost>>(`/blog/posts/${encodeURIComponent(slug)}`, {
    signal,
    skipAuth: true,
  });
  return answer.data;
}
