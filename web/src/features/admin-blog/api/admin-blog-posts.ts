// The blog CMS REST of the bff: /api/admin/blog/posts (list, get, history, create, patch, publish,
// unpublish, delete) and /api/admin/blog/cover-images (multipart upload, one file field `image`).
import { apiRequest } from '@/lib/rest-client';

export type BlogPostStatus = 'draft' | 'published';

/** A post as the CMS sees it (BlogPostBody in services/contracts). */
export interface AdminBlogPost {
  id: string;
  slug: string;
  title: string;
  description: string;
  bodyMarkdown: string;
  coverImageUrl: string | null;
  status: BlogPostStatus;
  publishedAt: string | null;
  authorUserId: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** One audit entry: who (actorName, null for the platform seed or a deleted account), what, when. */
export interface BlogPostHistoryEntry {
  id: string;
  actorUserId: string | null;
  actorName: string | null;
  action: string;
  data: Record<string, unknown>;
  at: string;
}

export interface AdminBlogPostPage {
  success: boolean;
  data: AdminBlogPost[];
  pageInfo: { nextCursor: string | null; total: number };
}

interface Answer<T> {
  success: boolean;
  data: T;
}

export interface AdminBlogFilters {
  q: string;
  status: BlogPostStatus | null;
}

export interface BlogPostInput {
  title: string;
  /** Absent: the service makes one from the title. */
  slug?: string;
  description: string;
  bodyMarkdown: string;
  coverImageUrl: string | null;
}

export const ADMIN_BLOG_PAGE_SIZE = 20;
const POSTS = '/admin/blog/posts';
const postPath = (id: string) => `${POSTS}/${encodeURIComponent(id)}`;

export function fetchAdminBlogPosts(
  filters: AdminBlogFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminBlogPostPage> {
  const query = new URLSearchParams({ limit: String(ADMIN_BLOG_PAGE_SIZE) });
  const q = filters.q.trim();
  if (q) query.set('q', q);
  if (filters.status) query.set('status', filters.status);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<AdminBlogPostPage>(`${POSTS}?${query.toString()}`, { signal });
}

export async function fetchAdminBlogPost(id: string, signal?: AbortSignal): Promise<AdminBlogPost> {
  return (await apiRequest<Answer<AdminBlogPost>>(postPath(id), { signal })).data;
}

export async function fetchBlogPostHistory(id: string, signal?: AbortSignal): Promise<BlogPostHistoryEntry[]> {
  return (await apiRequest<Answer<BlogPostHistoryEntry[]>>(`${postPath(id)}/history`, { signal })).data;
}

export async function createBlogPost(input: BlogPostInput): Promise<AdminBlogPost> {
  return (await apiRequest<Answer<AdminBlogPost>>(POSTS, { method: 'POST', body: input })).data;
}

/** Only the changed fields are sent, with the version the editor loaded (409 STALE_VERSION otherwise). */
export async function updateBlogPost(
  id: string,
  changes: Partial<BlogPostInput>,
  version: number,
): Promise<AdminBlogPost> {
  return (await apiRequest<Answer<AdminBlogPost>>(postPath(id), { method: 'PATCH', body: { ...changes, version } }))
    .data;
}

export async function setBlogPostPublished(id: string, publish: boolean, version: number): Promise<AdminBlogPost> {
  const action = publish ? 'publish' : 'unpublish';
  return (await apiRequest<Answer<AdminBlogPost>>(`${postPath(id)}/${action}`, { method: 'POST', body: { version } }))
    .data;
}

export async function deleteBlogPost(id: string): Promise<void> {
  await apiRequest<undefined>(postPath(id), { method: 'DELETE' });
}

/** Uploads a cover image; the answer is the URL it is served at. */
export async function uploadCoverImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await apiRequest<Answer<{ url: string }>>('/admin/blog/cover-images', { method: 'POST', body: form })).data
    .url;
}
