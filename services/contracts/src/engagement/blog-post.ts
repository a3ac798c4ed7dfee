import type { PageQuery } from '../common';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** A published post as the public blog shows it. */
export interface BlogPostBody {
  id: string;
  slug: string;
  title: string;
  /** For the meta description and Open Graph tags; at most 300 characters. */
  description: string;
  bodyMarkdown: string;
  coverImageUrl: string | null;
  status: BlogPostStatus;
  publishedAt: string | null;
  /** Null for posts written by the platform team (the seeded articles). */
  authorUserId: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** POST /v1/admin/blog/posts: the slug is generated from the title when absent. */
export interface CreateBlogPostRequest {
  title: string;
  slug?: string;
  description: string;
  bodyMarkdown: string;
  coverImageUrl?: string | null;
}

/** PATCH /v1/admin/blog/posts/:id: `version` is the one the editor loaded (409 STALE_VERSION otherwise). */
export interface UpdateBlogPostRequest {
  title?: string;
  slug?: string;
  description?: string;
  bodyMarkdown?: string;
  coverImageUrl?: string | null;
  version: number;
}

/** POST /v1/admin/blog/posts/:id/publish and /unpublish */
export interface PublishBlogPostRequest {
  version?: number;
}

export interface BlogAdminQuery extends PageQuery {
  status?: BlogPostStatus;
  q?: string;
}
