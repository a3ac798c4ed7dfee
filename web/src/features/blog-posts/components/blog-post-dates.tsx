import { formatDateTime } from '@/lib/format';

import type { BlogPostDetailFragment } from '../api/blog-posts.generated';

export function BlogPostDates({ post }: { post: BlogPostDetailFragment }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-500">Created</dt>
      <dd className="text-slate-900">{formatDateTime(post.createdAt)}</dd>
      <dt className="text-slate-500">Updated</dt>
      <dd className="text-slate-900">{formatDateTime(post.updatedAt)}</dd>
      {post.publishedAt ? (
        <>
          <dt className="text-slate-500">Published</dt>
          <dd className="text-slate-900">{formatDateTime(post.publishedAt)}</dd>
        </>
      ) : null}
      <dt className="text-slate-500">Version</dt>
      <dd className="text-slate-900">{post.version}</dd>
    </dl>
  );
}
