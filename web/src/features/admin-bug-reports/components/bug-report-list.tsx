import { useInfiniteQuery } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';

import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

import { adminBugReportKeys, fetchBugReports } from '../api/admin-bug-reports';
import type { BugReportStatus } from '../api/admin-bug-reports';
import { STATUS_LABELS } from './bug-report-labels';
import { BugReportStatusBadge } from './bug-report-status-badge';

/** A work queue: a newly filed report should show within half a minute of coming back to it. */
export const BUG_REPORT_LIST_STALE_MS = 30_000;

export interface BugReportListProps {
  status: BugReportStatus | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function BugReportList({ status, selectedId, onSelect }: BugReportListProps) {
  const query = useInfiniteQuery({
    queryKey: adminBugReportKeys.list(status),
    queryFn: ({ pageParam, signal }) => fetchBugReports(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: BUG_REPORT_LIST_STALE_MS,
    refetchOnMount: true,
  });

  if (query.isPending) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading bug reports">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load bug reports"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const reports = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[query.data.pages.length - 1]?.total ?? reports.length;
  if (reports.length === 0) {
    return (
      <EmptyState title={status ? `No ${STATUS_LABELS[status].toLowerCase()} bug reports` : 'No bug reports yet'}>
        {status
          ? 'Choose another status to see other reports.'
          : 'Reports that signed-in users send with the bug reporter will appear here.'}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Bug reports">
        {reports.map((report) => (
          <li key={report.id}>
            <button
              type="button"
              aria-current={report.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(report.id)}
              className={cn(
                'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between',
                report.id === selectedId && 'bg-brand-50',
              )}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{report.title}</span>
                <span className="block truncate text-sm text-slate-600">
                  {report.reporter ? `${report.reporter.name} · ${report.reporter.email}` : 'Former user'}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-2 text-xs text-slate-500">
                {report.hasScreenshot ? (
                  <ImageIcon className="size-4" aria-label="Has a screenshot" role="img" />
                ) : null}
                <span>{formatDateTime(report.createdAt)}</span>
                <BugReportStatusBadge status={report.status} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <LoadMoreFooter shown={reports.length} total={total} noun="bug reports" query={query} />
    </div>
  );
}
