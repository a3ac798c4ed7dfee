import { Badge } from '@/components/ui/badge';

import type { BlogPostStatus } from '../api/admin-blog-posts';

export const STATUS_LABELS: Readonly<Record<BlogPostStatus, string>> = { draft: 'Draft', published: 'Published' };

export function BlogPostStatusBadge({ status }: { status: BlogPostStatus }) {
  return <Badge tone={status === 'published' ? 'success' : 'neutral'}>{STATUS_LABELS[status]}</Badge>;
}
