import { useInfiniteQuery } from '@tanstack/react-query';

import { fetchBlogPosts } from '../api/blog-posts';

const BLOG_POSTS_QUERY_KEY = ['blog', 'posts'] as const;

/** Published posts, newest first, one page at a time; `fetchNextPage` follows `pageInfo.nextCursor`. */
export function useBlogPosts() {
  return useInfiniteQuery({
    queryKey: BLOG_POSTS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchBlogPosts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.pageInfo.nextCursor ?? undefined,
  });
}
