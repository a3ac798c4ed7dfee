import type { AdminBlogFilters } from '../api/admin-blog-posts';

/** Query keys of the CMS; everything under `all` is refreshed after a change. */
export const adminBlogKeys = {
  all: ['admin-blog'] as const,
  list: (filters: AdminBlogFilters, cursor: string | null) => ['admin-blog', 'posts', filters, cursor] as const,
  post: (id: string) => ['admin-blog', 'post', id] as const,
  history: (id: string) => ['admin-blog', 'history', id] as const,
};

/** The public blog's queries (features/blog); a publish, unpublish or delete makes them out of date. */
export const PUBLIC_BLOG_KEY = ['blog'] as const;
