import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { useSelectedRow } from '@/components/data-table/use-selected-row';

import { BugReportDetail } from './bug-report-detail';
import { BugReportList } from './bug-report-list';
import { BUG_REPORT_STATUSES, STATUS_LABELS } from './bug-report-labels';

const BUG_REPORT_LIST = { pageSize: 25, filters: { status: BUG_REPORT_STATUSES } } as const;

const FILTERS = [
  { name: 'status', label: 'Filter by status', allLabel: 'All statuses', optionLabels: STATUS_LABELS },
] as const;

export function BugReportInbox() {
  const list = useListParams(BUG_REPORT_LIST);
  const { selectedId, href, close } = useSelectedRow('report');

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <DataTableToolbar list={list} filters={FILTERS} />
      </div>
      <div className={selectedId ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]' : ''}>
        <BugReportList
          list={list}
          variables={list.variables}
          status={list.filters.status}
          selectedId={selectedId}
          detailHref={href}
        />
        {selectedId ? <BugReportDetail id={selectedId} onClose={close} /> : null}
      </div>
    </div>
  );
}
