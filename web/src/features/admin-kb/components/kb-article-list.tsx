import { PlusIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageNav } from '@/components/ui/page-nav';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { KB_PAGE_SIZE } from '../api/kb-articles';
import { useKbArticles } from '../hooks/use-kb-articles';

const MAX_KEYWORDS_SHOWN = 6;

export interface KbArticleListProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
}

/** The knowledge base a page at a time, newest change first, searchable by question and answer. */
export function KbArticleList({ selectedId, onSelect, onNew }: KbArticleListProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search).trim();
  const pages = useCursorPages(q, KB_PAGE_SIZE);
  const cursor = pages.cursor;
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useKbArticles(q, cursor);
  if (data && !isFetching && data.data.length === 0 && pages.hasPrevious) {
    // The last articles of a later page were deleted: back to the first page.
    pages.first();
  }

  return (
    <section aria-label="Articles" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="search" className="flex-1 space-y-1 sm:max-w-md">
          <Label htmlFor="kb-search">Search</Label>
          <Input
            id="kb-search"
            type="search"
            placeholder="Question or answer"
            maxLength={200}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button className="shrink-0" onClick={onNew}>
          <PlusIcon aria-hidden="true" className="size-4" />
          New article
        </Button>
      </div>

      {isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading articles">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : error && !data ? (
        <ErrorState
          title="Could not load the knowledge base"
          message={error.message}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : data && data.data.length === 0 ? (
        <EmptyState title={q ? 'No matching articles' : 'No articles yet'}>
          {q
            ? 'Try other words, or clear the search.'
            : 'Add the first one with New article; the sales bot answers visitors from these.'}
        </EmptyState>
      ) : data ? (
        <>
          <ul
            aria-label="Knowledge-base articles"
            aria-busy={isFetching && isPlaceholderData}
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {data.data.map((article) => (
              <li key={article.id}>
                <button
                  type="button"
                  aria-current={article.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(article.id)}
                  className={cn(
                    'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                    article.id === selectedId && 'bg-brand-50',
                  )}
                >
                  <span className="font-medium break-words text-slate-900">{article.question}</span>
                  <span className="line-clamp-2 text-sm break-words text-slate-600">{article.answer}</span>
                  {article.keywords.length > 0 ? (
                    <span className="flex flex-wrap gap-1 pt-1">
                      {article.keywords.slice(0, MAX_KEYWORDS_SHOWN).map((keyword) => (
                        <span key={keyword} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                          {keyword}
                        </span>
                      ))}
                      {article.keywords.length > MAX_KEYWORDS_SHOWN ? (
                        <span className="px-1 py-0.5 text-xs text-slate-500">
                          +{article.keywords.length - MAX_KEYWORDS_SHOWN} more
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                  <span className="text-xs text-slate-500">
                    Updated <time dateTime={article.updatedAt}>{formatDateTime(article.updatedAt)}</time>
                    {article.updatedByName ? ` by ${article.updatedByName}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <PageNav
            offset={pages.offset}
            shown={data.data.length}
            total={data.pageInfo.total}
            error={error}
            busy={isFetching}
            hasPrevious={pages.hasPrevious}
            hasNext={!!data.pageInfo.nextCursor}
            onPrevious={pages.previous}
            onNext={() => {
              if (data.pageInfo.nextCursor) pages.next(data.pageInfo.nextCursor);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
