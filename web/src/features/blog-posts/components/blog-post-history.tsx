import { AuditHistory } from '@/components/audit-history';

import { useBlogPostHistoryQuery } from '../api/blog-posts.generated';
import { describeHistoryEntry } from '../lib/describe-history';

/** Newest first. Every change the editor makes answers the history anew. */
export function BlogPostHistory({ postId }: { postId: string }) {
  const { data, error, loading, refetch } = useBlogPostHistoryQuery({
    variables: { id: postId },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.blogPost?.history;
  return (
    <AuditHistory
      subjectId={postId}
      query={{ data: history, error: error ?? null, isPending: loading && !history, refetch }}
      describe={describeHistoryEntry}
    />
  );
}
