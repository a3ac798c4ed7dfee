import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/rest-client';

import { useBlogPost } from '../hooks/use-blog-post';
import { BlogPostArticle } from './blog-post-article';
import { BlogPostNotFound } from './blog-post-not-found';

export function BlogPostScreen({ slug }: { slug: string }) {
  const { data, error, isPending, refetch } = useBlogPost(slug);

  if (isPending) {
    return (
      <div role="status" aria-live="polite" className="mx-auto max-w-3xl space-y-4">
        {/* The page keeps its one h1 while the post loads. */}
        <h1 className="sr-only">Loading post...</h1>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (error) {
    if (error instanceof ApiError && error.status === 404) return <BlogPostNotFound />;
    return (
      <div className="mx-auto max-w-3xl">
        <ErrorState
          title="Could not load this post"
          message={error.message || 'The post could not be loaded. Please try again.'}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  return <BlogPostArticle post={data} />;
}
