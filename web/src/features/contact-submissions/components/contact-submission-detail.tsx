import { XIcon } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import type { ContactStatus } from '@/gql/types';
import { formatDateTime } from '@/lib/format';
import { DetailField } from '@/components/ui/detail-field';

import {
  useContactSubmissionQuery,
  useUpdateContactSubmissionStatusMutation,
} from '../api/contact-submissions.generated';
import { CONTACT_STATUSES, SOURCE_LABELS, STATUS_LABELS } from './contact-labels';
import { ContactNotes } from './contact-notes';
import { ContactStatusBadge } from './contact-status-badge';

export interface ContactSubmissionDetailProps {
  id: string;
  onClose: () => void;
}

export function ContactSubmissionDetail({ id, onClose }: ContactSubmissionDetailProps) {
  const { data, error, refetch } = useContactSubmissionQuery({ variables: { id } });
  const [statusError, setStatusError] = useState<string | null>(null);
  const [updateStatus, { loading: saving }] = useUpdateContactSubmissionStatusMutation({
    update(cache, { data: result }) {
      const updated = result?.updateContactSubmissionStatus;
      if (!updated) return;
      cache.modify({
        id: cache.identify({ __typename: 'ContactSubmissionDetail', id: updated.id }),
        fields: { status: () => updated.status },
      });
    },
  });

  async function changeStatus(status: ContactStatus) {
    setStatusError(null);
    try {
      await updateStatus({ variables: { id, status } });
    } catch (failure) {
      setStatusError(failure instanceof Error ? failure.message : 'Could not change the status');
    }
  }

  const submission = data?.contactSubmission;
  let body: ReactNode;
  if (submission) {
    body = (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2 pr-10">
          <h2 className="text-lg font-semibold text-slate-900">{submission.fullName}</h2>
          <ContactStatusBadge status={submission.status} />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label="E-mail">
            <a className="text-brand-700 underline" href={`mailto:${submission.email}`}>
              {submission.email}
            </a>
          </DetailField>
          <DetailField label="Phone">{submission.phone ?? '—'}</DetailField>
          <DetailField label="Company">{submission.company ?? '—'}</DetailField>
          <DetailField label="Submitted from">{SOURCE_LABELS[submission.submittedFrom]}</DetailField>
          <DetailField label="Submitted at">
            <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
          </DetailField>
          <DetailField label="Page">{submission.page ?? '—'}</DetailField>
        </dl>
        <section aria-labelledby="contact-message-heading" className="space-y-1">
          <h3 id="contact-message-heading" className="text-sm font-semibold text-slate-900">
            Message
          </h3>
          <p className="text-sm whitespace-pre-wrap text-slate-800">{submission.message}</p>
        </section>
        {submission.transcript.length > 0 ? (
          <section aria-labelledby="contact-transcript-heading" className="space-y-2">
            <h3 id="contact-transcript-heading" className="text-sm font-semibold text-slate-900">
              Chat transcript
            </h3>
            <ol className="space-y-2">
              {submission.transcript.map((entry, index) => (
                <li
                  key={index}
                  className={
                    entry.type === 'user'
                      ? 'ml-8 rounded-md bg-brand-50 p-2 text-sm text-slate-800'
                      : 'mr-8 rounded-md bg-slate-100 p-2 text-sm text-slate-800'
                  }
                >
                  <span className="block text-xs font-medium text-slate-500">
                    {entry.type === 'user' ? 'Visitor' : 'Bot'}
                  </span>
                  {entry.content}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <div className="space-y-1">
          <Label htmlFor="contact-detail-status">Status</Label>
          <select
            id="contact-detail-status"
            value={submission.status}
            disabled={saving}
            aria-busy={saving}
            onChange={(event) => void changeStatus(event.target.value as ContactStatus)}
            className="block h-10 w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          {statusError ? (
            <p role="alert" className="text-sm text-red-700">
              {statusError}
            </p>
          ) : null}
        </div>
        <ContactNotes submissionId={submission.id} notes={submission.notes} />
      </div>
    );
  } else if (error) {
    body = (
      <ErrorState
        title="Could not load the submission"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (data) {
    body = <p className="text-sm text-slate-600">This submission no longer exists.</p>;
  } else {
    body = (
      <div className="space-y-3" aria-busy="true" aria-label="Loading submission">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  return (
    <aside
      aria-label="Contact submission"
      className="relative rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4"
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
    </aside>
  );
}
