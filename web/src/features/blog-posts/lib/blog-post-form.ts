import { z } from 'zod';

import type { CreateBlogPostInput, UpdateBlogPostInput } from '@/gql/types';

import type { BlogPostDetailFragment } from '../api/blog-posts.generated';
import { FIELD_LABELS } from './blog-post-labels';

export const NEW_POST_ID = 'new';

const required = (label: string) => z.string().refine((value) => value.trim() !== '', `${label} is required`);

/** Only required fields are checked here: lengths, slug and cover URL are the service's rules and messages. */
export const blogPostSchema = z.object({
  title: required(FIELD_LABELS.title),
  slug: z.string(),
  description: required(FIELD_LABELS.description),
  bodyMarkdown: required(FIELD_LABELS.bodyMarkdown),
  coverImageUrl: z.string().nullable(),
});

export type BlogPostValues = z.output<typeof blogPostSchema>;

type EditableField = keyof BlogPostValues;
const FIELDS = Object.keys(blogPostSchema.shape) as EditableField[];

/** The form's values for a post; empty for a new one. */
export function valuesOf(post: BlogPostDetailFragment | null): BlogPostValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    description: post?.description ?? '',
    bodyMarkdown: post?.bodyMarkdown ?? '',
    coverImageUrl: post?.coverImageUrl ?? null,
  };
}

/** A new post; a slug left empty is made from the title by the server. */
export function createInputOf(values: BlogPostValues): CreateBlogPostInput {
  const { slug, ...rest } = values;
  const trimmed = slug.trim();
  return trimmed ? { ...rest, slug: trimmed } : rest;
}

/** Only the fields that differ from the saved post, with the version it was loaded at. */
export function updateInputOf(values: BlogPostValues, saved: BlogPostDetailFragment): UpdateBlogPostInput {
  const before = valuesOf(saved);
  const changed = FIELDS.filter((field) => values[field] !== before[field]);
  return { ...Object.fromEntries(changed.map((field) => [field, values[field]])), version: saved.version };
}

/** Whether an update input carries any change besides the version. */
export const hasChanges = (input: UpdateBlogPostInput): boolean => Object.keys(input).length > 1;
