import { useState } from 'react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { hasGraphQLErrorCode } from '@/lib/graphql-error-code';

import { useBlogPostQuery } from '../api/blog-posts.generated';
import { NEW_POST_ID } from '../lib/blog-post-form';
import { BlogPostEditor } from './blog-post-editor';

/** /admin/blog/edit/:id: a new post for the id `new`, else the post loaded, with its loading and error states. */
export function BlogPostEditorScreen({ id }: { id: string }) {
  const isNew = id === NEW_POST_ID;
  // Always read afresh, so an edit starts from the latest version.
  const { data, error, loading, refetch } = useBlogPostQuery({
    variables: { id },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  // Bumped by "Reload post" after a conflict: the editor starts afresh from the latest version.
  const [generation, setGeneration] = useState(0);

  if (isNew) return <BlogPostEditor post={null} onReload={() => setGeneration((g) => g + 1)} />;
  if (loading && !data) {
    return (
      <div role="status" aria-live="polite" className="space-y-4">
        {/* The page keeps its name while the post loads. */}
        <h1 className="sr-only">Edit blog post</h1>
        <p className="sr-only">Loading post…</p>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  // A malformed id is refused as bad input; to the reader it is the same as an unknown post.
  if (data?.blogPost === null || hasGraphQLErrorCode(error, 'BAD_USER_INPUT')) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Post not found</h1>
        <EmptyState title="This post does not exist">
          It may have been deleted by someone else.
          <div className="mt-4">
            <Link to={paths.adminBlog} className={buttonClasses('secondary')}>
              Back to all posts
            </Link>
          </div>
        </EmptyState>
      </div>
    );
  }
  if (!data?.blogPost) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Edit blog post</h1>
        <ErrorState
          title="Could not load the post"
          message={error?.message ?? 'No answer'}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </div>
    );
  }
  return (
    <BlogPostEditor
      key={`${data.blogPost.id}:${generation}`}
      post={data.blogPost}
      onReload={() => {
        void refetch().then(
          () => setGeneration((g) => g + 1),
          () => undefined,
        );
      }}
    />
  );
}
