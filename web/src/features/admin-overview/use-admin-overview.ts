// The admin home's counts (GET /api/admin/overview, admin and superuser only).
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/rest-client';

/** What waits in each staff queue; the bff counts it from the services that own each queue. */
export interface AdminOverview {
  newContactSubmissions: number;
  openSupportConversations: number;
  newBugReports: number;
  draftBlogPosts: number;
  publishedBlogPosts: number;
  knowledgeBaseArticles: number;
  users: number;
}

/** Queues change while staff work, so the counts are refreshed each minute while the page is open. */
export const OVERVIEW_REFRESH_MS = 60_000;

export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ success: boolean; data: AdminOverview }>('/admin/overview', { signal })).data,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}
