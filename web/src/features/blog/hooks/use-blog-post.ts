import { useQuery } from '@tanstack/react-query';

import { fetchBlogPost } from '../api/blog-posts';

/** One published post by its slug; a 404 (unknown or unpublished) is an ApiError with status 404. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['blog', 'post', slug],
    queryFn: ({ signal }) => fetchBlogPost(slug, signal),
  });
}
