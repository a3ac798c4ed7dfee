import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  askSalesBot,
  createKbArticle,
  deleteKbArticle,
  updateKbArticle,
  type KbArticle,
  type KbArticleInput,
} from '../api/kb-articles';
import { kbKeys } from './kb-keys';

interface UpdateVariables {
  id: string;
  changes: Partial<KbArticleInput>;
}

/** Create, update and delete, each keeping the list and the open article current. */
export function useKbArticleMutations() {
  const queryClient = useQueryClient();

  function changed(article: KbArticle) {
    queryClient.setQueryData(kbKeys.article(article.id), article);
    void queryClient.invalidateQueries({ queryKey: kbKeys.lists });
    void queryClient.invalidateQueries({ queryKey: kbKeys.history(article.id) });
  }

  const create = useMutation({ mutationFn: (input: KbArticleInput) => createKbArticle(input), onSuccess: changed });
  const update = useMutation({
    mutationFn: ({ id, changes }: UpdateVariables) => updateKbArticle(id, changes),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteKbArticle(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: kbKeys.article(id) });
      void queryClient.invalidateQueries({ queryKey: kbKeys.lists });
    },
  });

  return { create, update, remove };
}

/** The sales bot's answer to a question, asked afresh each time (never cached: articles change). */
export function useAskSalesBot() {
  return useMutation({ mutationFn: (query: string) => askSalesBot(query) });
}
