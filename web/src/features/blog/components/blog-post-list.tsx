import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';

import { useBlogPosts } from '../hooks/use-blog-posts';
import { BlogListSkeleton } from './blog-list-skeleton';
import { BlogPostCard } from './blog-post-card';
import { blogGrid } from './blog-grid';

export function BlogPostList() {
  const {
    data,
    error,
    isPending,
    isError,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useBlogPosts();

  if (isPending) return <BlogListSkeleton />;
  if (isError && !data) {
    return (
      <ErrorState
        title="Could not load the blog"
        message={error.message || 'The posts could not be loaded. Please try again.'}
        onRetry={() => void refetch()}
      />
    );
  }

  const posts = data.pages.flatMap((page) => page.data);
  if (posts.length === 0) {
    return <EmptyState title="No posts yet">New articles on UK letting will appear here. Check back soon.</EmptyState>;
  }

  return (
    <div className="space-y-8">
      <div className={blogGrid}>
        {posts.map((post) => (
          <BlogPostCard key={post.id} post={post} />
        ))}
      </div>
      {isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-red-700">
          More posts could not be loaded. Please try again.
        </p>
      ) : null}
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
