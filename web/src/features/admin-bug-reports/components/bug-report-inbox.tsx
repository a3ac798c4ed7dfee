import { useState } from 'react';

import { Label } from '@/components/ui/label';

import type { BugReportStatus } from '../api/admin-bug-reports';
import { asStatus, BUG_REPORT_STATUSES, STATUS_LABELS } from './bug-report-labels';
import { BugReportDetail } from './bug-report-detail';
import { BugReportList } from './bug-report-list';

/** Staff's bug-report queue: a list filtered by status, the selected report beside it. */
export function BugReportInbox() {
  const [status, setStatus] = useState<BugReportStatus | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <div role="search" aria-label="Filter bug reports" className="max-w-xs space-y-1">
        <Label htmlFor="bug-report-filter">Filter by status</Label>
        <select
          id="bug-report-filter"
          value={status ?? ''}
          onChange={(event) => setStatus(asStatus(event.target.value))}
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <option value="">All statuses</option>
          {BUG_REPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={selectedId ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]' : ''}>
        <BugReportList status={status} selectedId={selectedId} onSelect={setSelectedId} />
        {selectedId ? <BugReportDetail id={selectedId} onClose={() => setSelectedId(null)} /> : null}
      </div>
    </div>
  );
}
