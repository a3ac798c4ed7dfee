import { DataTable } from '@/components/data-table/data-table';
import type { DataTableList } from '@/components/data-table/data-table-types';
import type { BugReportStatus } from '@/gql/types';

import { useBugReportsQuery } from '../api/bug-reports.generated';
import type { BugReportsQueryVariables } from '../api/bug-reports.generated';
import { bugReportColumns } from './bug-report-columns';
import { STATUS_LABELS } from './bug-report-labels';

export interface BugReportListProps {
  list: DataTableList;
  variables: BugReportsQueryVariables;
  status: BugReportStatus | null;
  selectedId: string | null;
  detailHref: (id: string) => string;
}

/** A work queue, newest first: read again whenever it is opened, since other staff change it too. */
export function BugReportList({ list, variables, status, selectedId, detailHref }: BugReportListProps) {
  const query = useBugReportsQuery({ variables, fetchPolicy: 'cache-and-network' });
  return (
    <DataTable
      label="Bug reports"
      columns={bugReportColumns}
      list={list}
      query={query}
      connection={(data) => data.bugReports}
      rowLink={{ href: (report) => detailHref(report.id), withinList: true }}
      isCurrentRow={(report) => report.id === selectedId}
      empty={{
        title: 'No bug reports yet',
        description: 'Reports that signed-in users send with the bug reporter will appear here.',
      }}
      filteredEmpty={{
        title: status ? `No ${STATUS_LABELS[status].toLowerCase()} bug reports` : 'No matching bug reports',
        description: 'Choose another status to see other reports.',
      }}
    />
  );
}
