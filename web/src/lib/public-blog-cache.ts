import type { QueryClient } from '@tanstack/react-query';

import { queryClient as appQueryClient } from './query-client';

/** Every query of the public blog's REST pages (features/blog) is keyed under this. */
const PUBLIC_BLOG_QUERY_KEY = ['blog'] as const;

/** After a CMS change, so the public blog pages do not show what they cached (up to 15 minutes) before it. */
export function refreshPublicBlog(client: QueryClient = appQueryClient): void {
  void client.invalidateQueries({ queryKey: PUBLIC_BLOG_QUERY_KEY });
}
