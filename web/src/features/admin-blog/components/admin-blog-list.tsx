import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageNav } from '@/components/ui/page-nav';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { ADMIN_BLOG_PAGE_SIZE, type BlogPostStatus } from '../api/admin-blog-posts';
import { useAdminBlogPosts } from '../hooks/use-admin-blog-posts';
import { BlogPostStatusBadge } from './blog-post-status-badge';

const SELECT_CLASSES =
  'block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

const asStatus = (value: string): BlogPostStatus | null => (value === 'draft' || value === 'published' ? value : null);

/** The CMS list: search by title or slug, filter by status, a page at a time, newest change first. */
export function AdminBlogList() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<BlogPostStatus | null>(null);
  const q = useDebouncedValue(search).trim();
  const pages = useCursorPages(`${q}\u0000${status ?? ''}`, ADMIN_BLOG_PAGE_SIZE);
  const cursor = pages.cursor;
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useAdminBlogPosts({ q, status }, cursor);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="search" className="grid flex-1 gap-3 sm:grid-cols-[2fr_1fr] lg:max-w-2xl">
          <div className="space-y-1">
            <Label htmlFor="blog-search">Search</Label>
            <Input
              id="blog-search"
              type="search"
              placeholder="Title or slug"
              maxLength={200}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="blog-status">Status</Label>
            <select
              id="blog-status"
              className={SELECT_CLASSES}
              value={status ?? ''}
              onChange={(event) => setStatus(asStatus(event.target.value))}
            >
              <option value="">All posts</option>
              <option value="draft">Drafts</option>
              <option value="published">Published</option>
            </select>
          </div>
        </div>
        <Link to={paths.adminBlogEdit('new')} className={buttonClasses('primary', 'shrink-0')}>
          <PlusIcon aria-hidden="true" className="size-4" />
          New post
        </Link>
      </div>

      {isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading posts">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : error && !data ? (
        <ErrorState
          title="Could not load the posts"
          message={error.message}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState title={q || status ? 'No matching posts' : 'No posts yet'}>
          {q || status ? 'Try another search or clear the status filter.' : 'Write the first one with New post.'}
        </EmptyState>
      ) : data ? (
        <>
          <ul
            aria-label="Blog posts"
            aria-busy={isFetching && isPlaceholderData}
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {data.data.map((post) => (
              <li
                key={post.id}
                className="relative flex flex-col gap-2 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.adminBlogEdit(post.id)}
                    className="block truncate font-medium text-slate-900 after:absolute after:inset-0 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {post.title}
                  </Link>
                  <span className="block truncate text-sm text-slate-500">/blog/{post.slug}</span>
                </div>
                <div className="flex shrink-0 items-center gap-3 text-xs text-slate-500">
                  <span>
                    Updated <time dateTime={post.updatedAt}>{formatDateTime(post.updatedAt)}</time>
                  </span>
                  <BlogPostStatusBadge status={post.status} />
                </div>
              </li>
            ))}
          </ul>
          <PageNav
            offset={pages.offset}
            shown={data.data.length}
            total={data.pageInfo.total}
            error={error}
            busy={isFetching}
            hasPrevious={pages.hasPrevious}
            hasNext={!!data.pageInfo.nextCursor}
            onPrevious={pages.previous}
            onNext={() => {
              if (data.pageInfo.nextCursor) pages.next(data.pageInfo.nextCursor);
            }}
          />
        </>
      ) : null}
    </div>
  );
}
