import { ImageIcon } from 'lucide-react';

import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { formatDateTime } from '@/lib/format';
import { personName } from '@/lib/person-name';

import type { BugReportListItemFragment } from '../api/bug-reports.generated';
import { BugReportStatusBadge } from './bug-report-status-badge';

const column = dataTableColumns<BugReportListItemFragment>();

export const bugReportColumns = column.columns([
  column.accessor('title', { header: 'Title', meta: { title: true, className: 'max-w-96 break-words' } }),
  column.display({
    id: 'reporter',
    header: 'Reported by',
    meta: { className: 'max-w-72' },
    cell: ({ row }) => {
      const { reporter } = row.original;
      return (
        <span className="block truncate">
          {reporter ? `${personName(reporter)} · ${reporter.email}` : 'Former user'}
        </span>
      );
    },
  }),
  column.accessor('hasScreenshot', {
    header: 'Screenshot',
    cell: ({ getValue }) =>
      getValue() ? <ImageIcon className="size-4" aria-label="Has a screenshot" role="img" /> : '—',
  }),
  column.accessor('createdAt', {
    header: 'Reported',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <BugReportStatusBadge status={getValue()} />,
  }),
]);
