import { DetailField } from '@/components/ui/detail-field';
import { Label } from '@/components/ui/label';
import type { BugReportStatus } from '@/gql/types';
import { formatDateTime } from '@/lib/format';
import { personName } from '@/lib/person-name';

import type { BugReportDetailFragment } from '../api/bug-reports.generated';
import { BugConsoleLog } from './bug-console-log';
import { asStatus, BUG_REPORT_STATUSES, STATUS_LABELS } from './bug-report-labels';
import { BugReportScreenshot } from './bug-report-screenshot';
import { BugReportStatusBadge } from './bug-report-status-badge';
import { BugTechnicalInfo } from './bug-technical-info';

export interface BugReportBodyProps {
  report: BugReportDetailFragment;
  saving: boolean;
  onStatus: (status: BugReportStatus) => void;
}

export function BugReportBody({ report, saving, onStatus }: BugReportBodyProps) {
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
              {personName(report.reporter)}{' '}
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
