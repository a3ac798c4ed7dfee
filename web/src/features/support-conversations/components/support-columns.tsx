import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatDateTime } from '@/lib/format';

import type { SupportConversationListItemFragment } from '../api/support-conversations.generated';
import { formatListTime, writerOf } from './support-labels';
import { SupportStatusBadge } from './support-status-badge';
import { SupportWriterCell } from './support-writer-cell';

const column = dataTableColumns<SupportConversationListItemFragment>();

export const supportColumns = column.columns([
  column.display({
    id: 'writer',
    header: 'From',
    meta: { title: true },
    cell: ({ row }) => <SupportWriterCell conversation={row.original} />,
  }),
  column.display({
    id: 'contact',
    header: 'Contact',
    meta: { className: 'max-w-72' },
    cell: ({ row }) => {
      const writer = writerOf(row.original);
      return (
        <span className="block truncate">
          {writer.kind === 'user' ? 'Signed-in user' : 'Visitor'}
          {writer.email && writer.email !== writer.name ? ` · ${writer.email}` : ''}
        </span>
      );
    },
  }),
  column.accessor('lastMessageAt', {
    header: 'Last message',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => (
      <time dateTime={getValue()} title={formatDateTime(getValue())}>
        {formatListTime(getValue())}
      </time>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <SupportStatusBadge status={getValue()} />,
  }),
]);
