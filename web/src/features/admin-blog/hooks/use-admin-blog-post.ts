import { useQuery } from '@tanstack/react-query';

import { fetchAdminBlogPost, fetchBlogPostHistory } from '../api/admin-blog-posts';
import { adminBlogKeys } from './admin-blog-keys';

/** One post for the editor, always read afresh so an edit starts from the latest version. */
export function useAdminBlogPost(id: string, enabled = true) {
  return useQuery({
    queryKey: adminBlogKeys.post(id),
    queryFn: ({ signal }) => fetchAdminBlogPost(id, signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The post's audit trail (who changed what, when), oldest first as the server answers it. */
export function useBlogPostHistory(id: string) {
  return useQuery({
    queryKey: adminBlogKeys.history(id),
    queryFn: ({ signal }) => fetchBlogPostHistory(id, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
