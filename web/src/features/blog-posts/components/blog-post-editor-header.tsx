import { ArrowLeftIcon, ExternalLinkIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import type { BlogPostDetailFragment } from '../api/blog-posts.generated';
import { BlogPostStatusBadge } from './blog-post-status-badge';

export interface BlogPostEditorHeaderProps {
  /** The post as last loaded or saved; null while it is new. */
  saved: BlogPostDetailFragment | null;
  dirty: boolean;
  saving: boolean;
  busy: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
}

/** The editor's title, where the post stands, and its actions (Save submits the form). */
export function BlogPostEditorHeader({
  saved,
  dirty,
  saving,
  busy,
  onPublish,
  onUnpublish,
  onDelete,
}: BlogPostEditorHeaderProps) {
  const published = saved?.status === 'published';
  return (
    <div className="space-y-3">
      <Link
        to={paths.adminBlog}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        All posts
      </Link>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-slate-900">{saved ? saved.title : 'New post'}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <BlogPostStatusBadge status={saved?.status ?? 'draft'} />
            {dirty ? (
              <span role="status" className="text-amber-700">
                Unsaved changes
              </span>
            ) : saved ? (
              <span>All changes saved</span>
            ) : null}
            {published && saved ? (
              <a
                href={paths.blogPost(saved.slug)}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                View on the blog
                <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <SubmitButton disabled={busy} aria-keyshortcuts="Control+S">
            {saving ? 'Saving…' : 'Save'}
          </SubmitButton>
          {published ? (
            <Button variant="secondary" disabled={busy} onClick={onUnpublish}>
              Unpublish
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={onPublish}>
              {dirty ? 'Save and publish' : 'Publish'}
            </Button>
          )}
          {saved ? (
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" disabled={busy} onClick={onDelete}>
              Delete
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
