import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatDateTime } from '@/lib/format';

import type { MailMessageItemFragment } from '../api/mail-messages.generated';

const column = dataTableColumns<MailMessageItemFragment>();

const TRANSPORT_LABELS = { smtp: 'SMTP', outbox: 'Outbox' } as const;

export const mailMessageColumns = column.columns([
  column.accessor('subject', { header: 'Subject', meta: { title: true } }),
  column.accessor('to', { header: 'To', meta: { className: 'max-w-64 truncate' } }),
  column.accessor('createdAt', {
    header: 'Sent',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
  column.display({
    id: 'delivery',
    header: 'Delivery',
    cell: ({ row }) =>
      row.original.status === 'failed'
        ? `Failed: ${row.original.error ?? 'refused by the relay'}`
        : TRANSPORT_LABELS[row.original.transport],
  }),
  column.display({
    id: 'message',
    header: 'Message',
    meta: { className: 'min-w-80' },
    cell: ({ row }) =>
      row.original.text === null ? (
        <span className="text-slate-500">Not kept (sent over SMTP)</span>
      ) : (
        <pre className="max-h-48 overflow-auto text-xs whitespace-pre-wrap break-words">{row.original.text}</pre>
      ),
  }),
]);
