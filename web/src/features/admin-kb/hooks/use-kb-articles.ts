import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { fetchKbArticle, fetchKbArticleHistory, fetchKbArticles } from '../api/kb-articles';
import { kbKeys } from './kb-keys';

/** One page of articles, newest change first; the previous page stays on screen while the next loads. */
export function useKbArticles(q: string, cursor: string | null) {
  return useQuery({
    queryKey: kbKeys.list(q, cursor),
    queryFn: ({ signal }) => fetchKbArticles(q, cursor, signal),
    placeholderData: keepPreviousData,
    // Other staff edit the knowledge base too: the list is read afresh each time it is opened.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** One article for the editor, always read afresh so an edit starts from the latest text. */
export function useKbArticle(id: string) {
  return useQuery({
    queryKey: kbKeys.article(id),
    queryFn: ({ signal }) => fetchKbArticle(id, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The article's audit trail, read again after every change of the article (use-kb-article-mutations). */
export function useKbArticleHistory(id: string) {
  return useQuery({
    queryKey: kbKeys.history(id),
    queryFn: ({ signal }) => fetchKbArticleHistory(id, signal),
    staleTime: 0,
  });
}
