import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchAdminBlogPosts, type AdminBlogFilters } from '../api/admin-blog-posts';
import { adminBlogKeys } from './admin-blog-keys';

/** One page of the CMS list; the previous page stays on screen while the next one loads. */
export function useAdminBlogPosts(filters: AdminBlogFilters, cursor: string | null) {
  return useQuery({
    queryKey: adminBlogKeys.list(filters, cursor),
    queryFn: ({ signal }) => fetchAdminBlogPosts(filters, cursor, signal),
    placeholderData: keepPreviousData,
    // Other staff edit posts too: the list is read afresh each time it is opened.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
