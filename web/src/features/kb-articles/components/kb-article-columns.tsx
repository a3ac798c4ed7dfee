import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatDateTime } from '@/lib/format';
import { personName } from '@/lib/person-name';

import type { KbArticleItemFragment } from '../api/kb-articles.generated';

const MAX_KEYWORDS_SHOWN = 6;

const column = dataTableColumns<KbArticleItemFragment>();

export const kbArticleColumns = column.columns([
  column.accessor('question', {
    header: 'Question',
    meta: { title: true, className: 'min-w-48 break-words' },
  }),
  column.accessor('answer', {
    header: 'Answer',
    meta: { className: 'min-w-56' },
    cell: ({ getValue }) => <span className="line-clamp-2 break-words">{getValue()}</span>,
  }),
  column.accessor('keywords', {
    header: 'Keywords',
    meta: { className: 'min-w-32' },
    cell: ({ getValue }) => {
      const keywords = getValue();
      if (keywords.length === 0) return <span className="text-slate-500">None</span>;
      return (
        <span className="flex flex-wrap gap-1">
          {keywords.slice(0, MAX_KEYWORDS_SHOWN).map((keyword) => (
            <span key={keyword} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
              {keyword}
            </span>
          ))}
          {keywords.length > MAX_KEYWORDS_SHOWN ? (
            <span className="px-1 py-0.5 text-xs text-slate-500">+{keywords.length - MAX_KEYWORDS_SHOWN} more</span>
          ) : null}
        </span>
      );
    },
  }),
  column.accessor('updatedAt', {
    header: 'Updated',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row, getValue }) => {
      const editor = row.original.updatedBy;
      return (
        <>
          <time dateTime={getValue()}>{formatDateTime(getValue())}</time>
          {editor ? <span className="block text-xs text-slate-500">by {personName(editor)}</span> : null}
        </>
      );
    },
  }),
]);
