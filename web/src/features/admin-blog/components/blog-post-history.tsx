import { AuditHistory } from '@/components/audit-history';

import { useBlogPostHistory } from '../hooks/use-admin-blog-post';
import { describeHistoryEntry } from '../lib/describe-history';

/** The audit trail of a post, newest first: who did what, and when. */
export function BlogPostHistory({ postId }: { postId: string }) {
  return <AuditHistory subjectId={postId} query={useBlogPostHistory(postId)} describe={describeHistoryEntry} />;
}
