import { XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast-context';
import type { BugReportStatus } from '@/gql/types';
import { formErrorMessage } from '@/lib/field-errors';

import { BugReportsDocument, useBugReportQuery, useSetBugReportStatusMutation } from '../api/bug-reports.generated';
import { BugReportBody } from './bug-report-body';
import { STATUS_LABELS } from './bug-report-labels';

export interface BugReportDetailProps {
  id: string;
  onClose: () => void;
}

export function BugReportDetail({ id, onClose }: BugReportDetailProps) {
  const { toast } = useToast();
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel sits under the list: bring it into view when another report is chosen.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [id]);
  // Another admin may have changed the status since: read it again whenever the panel opens.
  const { data, error, refetch } = useBugReportQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const [statusError, setStatusError] = useState<string | null>(null);
  // Filtered lists follow the new status.
  const [setStatus, { loading: saving }] = useSetBugReportStatusMutation({ refetchQueries: [BugReportsDocument] });

  async function changeStatus(status: BugReportStatus) {
    setStatusError(null);
    try {
      const result = await setStatus({ variables: { id, status } });
      const updated = result.data?.setBugReportStatus;
      if (updated) {
        toast({ title: 'Status updated', description: `"${updated.title}" is now ${STATUS_LABELS[updated.status]}.` });
      }
    } catch (failure) {
      setStatusError(formErrorMessage(failure));
    }
  }

  const report = data?.bugReport;
  let body: ReactNode;
  if (report) {
    body = <BugReportBody report={report} saving={saving} onStatus={(status) => void changeStatus(status)} />;
  } else if (error) {
    body = (
      <ErrorState
        title="Could not load the bug report"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (data) {
    body = <p className="text-sm text-slate-600">This bug report no longer exists.</p>;
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
      {statusError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not change the status: {statusError}
        </p>
      ) : null}
    </aside>
  );
}
