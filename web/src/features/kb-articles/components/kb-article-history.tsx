import { useMemo } from 'react';

import { AuditHistory } from '@/components/audit-history';

import { useKbArticleHistoryQuery } from '../api/kb-articles.generated';
import { describeKbHistoryEntry } from '../lib/describe-history';

/** Who changed the article and how, read again after every save (the update's refetch). */
export function KbArticleHistory({ articleId }: { articleId: string }) {
  const { data, error, loading, refetch } = useKbArticleHistoryQuery({
    variables: { id: articleId },
    fetchPolicy: 'cache-and-network',
  });
  const entries = useMemo(
    () => data?.kbArticleHistory.map((entry) => ({ ...entry, actorName: entry.actorName ?? null })),
    [data],
  );
  return (
    <AuditHistory
      subjectId={articleId}
      query={{ data: entries, error: error ?? null, isPending: loading && !data, refetch }}
      describe={describeKbHistoryEntry}
    />
  );
}
