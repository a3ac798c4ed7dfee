import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import { ApiError } from '@/lib/rest-client';
import { formatDateTime } from '@/lib/format';
import { DetailField } from '@/components/ui/detail-field';

import { adminBugReportKeys, fetchBugReport, updateBugReportStatus } from '../api/admin-bug-reports';
import type { AdminBugReport, BugReportStatus } from '../api/admin-bug-reports';
import { BugConsoleLog } from './bug-console-log';
import { asStatus, BUG_REPORT_STATUSES, STATUS_LABELS } from './bug-report-labels';
import { BugReportScreenshot } from './bug-report-screenshot';
import { BugReportStatusBadge } from './bug-report-status-badge';
import { BugTechnicalInfo } from './bug-technical-info';

export interface BugReportDetailProps {
  id: string;
  onClose: () => void;
}

export function BugReportDetail({ id, onClose }: BugReportDetailProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel sits under the list: bring it into view when another report is chosen.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [id]);
  const query = useQuery({
    queryKey: adminBugReportKeys.detail(id),
    queryFn: ({ signal }) => fetchBugReport(id, signal),
    // Another admin may have changed the status since: read it again whenever the panel opens.
    staleTime: 0,
    refetchOnMount: true,
  });
  const mutation = useMutation({
    mutationFn: (status: BugReportStatus) => updateBugReportStatus(id, status),
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminBugReportKeys.detail(id), updated);
      toast({ title: 'Status updated', description: `"${updated.title}" is now ${STATUS_LABELS[updated.status]}.` });
      await queryClient.invalidateQueries({ queryKey: [...adminBugReportKeys.all, 'list'] });
    },
  });

  let body: ReactNode;
  if (query.data) {
    body = <ReportBody report={query.data} saving={mutation.isPending} onStatus={(s) => mutation.mutate(s)} />;
  } else if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    body = gone ? (
      <p className="text-sm text-slate-600">This bug report no longer exists.</p>
    ) : (
      <ErrorState
        title="Could not load the bug report"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading bug report">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  return (
    <aside
      ref={panel}
      aria-label="Bug report"
      className="relative min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close details"
        className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
      {body}
      {mutation.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not change the status: {mutation.error.message}
        </p>
      ) : null}
    </aside>
  );
}

interface ReportBodyProps {
  report: AdminBugReport;
  saving: boolean;
  onStatus: (status: BugReportStatus) => void;
}

function ReportBody({ report, saving, onStatus }: ReportBodyProps) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2 pr-10">
        <h2 className="text-lg font-semibold break-words text-slate-900">{report.title}</h2>
        <BugReportStatusBadge status={report.status} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="bug-report-status">Status</Label>
        <select
          id="bug-report-status"
          value={report.status}
          disabled={saving}
          aria-busy={saving}
          onChange={(event) => {
            const status = asStatus(event.target.value);
            if (status) onStatus(status);
          }}
          className="block h-10 w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {BUG_REPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label="Reported by">
          {report.reporter ? (
            <>
              {report.reporter.name}{' '}
              <a className="text-brand-700 underline" href={`mailto:${report.reporter.email}`}>
                {report.reporter.email}
              </a>
            </>
          ) : (
            'Former user'
          )}
        </DetailField>
        <DetailField label="Reported at">
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </DetailField>
        <DetailField label="Credits awarded">{report.creditsAwarded}</DetailField>
        <DetailField label="Page URL">{report.currentUrl || '—'}</DetailField>
        <div className="sm:col-span-2">
          <DetailField label="User agent">{report.userAgent || '—'}</DetailField>
        </div>
      </dl>
      <section aria-labelledby="bug-description-heading" className="space-y-1">
        <h3 id="bug-description-heading" className="text-sm font-semibold text-slate-900">
          Description
        </h3>
        <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{report.description}</p>
      </section>
      <section aria-labelledby="bug-screenshot-heading" className="space-y-2">
        <h3 id="bug-screenshot-heading" className="text-sm font-semibold text-slate-900">
          Screenshot
        </h3>
        {report.hasScreenshot ? (
          <BugReportScreenshot reportId={report.id} title={report.title} />
        ) : (
          <p className="text-sm text-slate-600">No screenshot was attached.</p>
        )}
      </section>
      <BugTechnicalInfo info={report.technicalInfo} />
      <BugConsoleLog entries={report.consoleLog} />
    </div>
  );
}
