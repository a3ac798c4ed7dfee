import { Badge } from '@/components/ui/badge';
import type { BlogPostStatus } from '@/gql/types';

import { STATUS_LABELS } from '../lib/blog-post-labels';

export function BlogPostStatusBadge({ status }: { status: BlogPostStatus }) {
  return <Badge tone={status === 'published' ? 'success' : 'neutral'}>{STATUS_LABELS[status]}</Badge>;
}
