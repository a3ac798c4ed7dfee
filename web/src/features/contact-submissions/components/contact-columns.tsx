import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatDateTime } from '@/lib/format';

import type { ContactSubmissionListItemFragment } from '../api/contact-submissions.generated';
import { SOURCE_LABELS } from './contact-labels';
import { ContactStatusBadge } from './contact-status-badge';

const column = dataTableColumns<ContactSubmissionListItemFragment>();

export const contactColumns = column.columns([
  column.accessor('fullName', { header: 'Name', meta: { title: true } }),
  column.display({
    id: 'contact',
    header: 'Contact',
    meta: { className: 'max-w-64' },
    cell: ({ row }) => (
      <>
        <span className="block truncate">{row.original.email}</span>
        {row.original.company ? (
          <span className="block truncate text-xs text-slate-500">{row.original.company}</span>
        ) : null}
      </>
    ),
  }),
  column.accessor('source', {
    header: 'Source',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => SOURCE_LABELS[getValue()],
  }),
  column.accessor('submittedAt', {
    header: 'Submitted',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <ContactStatusBadge status={getValue()} />,
  }),
]);
