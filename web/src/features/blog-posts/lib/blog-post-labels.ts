import type { BlogPostStatus } from '@/gql/types';

/** The fields the editor changes, as the server names them (in messages and in the history). */
export type PostField = 'title' | 'slug' | 'description' | 'bodyMarkdown' | 'coverImageUrl';

export const FIELD_LABELS: Readonly<Record<PostField, string>> = {
  title: 'Title',
  slug: 'Slug',
  description: 'Description',
  bodyMarkdown: 'Body',
  coverImageUrl: 'Cover image',
};

export const STATUS_LABELS: Readonly<Record<BlogPostStatus, string>> = { draft: 'Draft', published: 'Published' };

export const BLOG_POST_STATUSES = Object.keys(STATUS_LABELS) as BlogPostStatus[];
