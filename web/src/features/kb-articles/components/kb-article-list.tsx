import { DataTable } from '@/components/data-table/data-table';
import type { DataTableList } from '@/components/data-table/data-table-types';

import { useKbArticlesQuery } from '../api/kb-articles.generated';
import type { KbArticlesQueryVariables } from '../api/kb-articles.generated';
import { kbArticleColumns } from './kb-article-columns';

export interface KbArticleListProps {
  list: DataTableList;
  variables: KbArticlesQueryVariables;
  selectedId: string | null;
  articleHref: (id: string) => string;
}

export function KbArticleList({ list, variables, selectedId, articleHref }: KbArticleListProps) {
  // Other staff edit the knowledge base too: the list is read afresh each time it is opened.
  const query = useKbArticlesQuery({ variables, fetchPolicy: 'cache-and-network' });
  return (
    <DataTable
      label="Knowledge-base articles"
      columns={kbArticleColumns}
      list={list}
      query={query}
      connection={(data) => data.kbArticles}
      rowLink={{ href: (article) => articleHref(article.id), withinList: true }}
      isCurrentRow={(article) => article.id === selectedId}
      errorTitle="Could not load the knowledge base"
      empty={{
        title: 'No articles yet',
        description: 'Add the first one with New article; the sales bot answers visitors from these.',
      }}
      filteredEmpty={{ title: 'No matching articles', description: 'Try other words, or clear the search.' }}
    />
  );
}
