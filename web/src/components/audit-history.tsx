import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';

export interface AuditHistoryEntry {
  id: string;
  action: string;
  /** Null or absent (generated types make nullable fields optional) for the seed and deleted accounts. */
  actorName?: string | null;
  at: string;
  data: Record<string, unknown>;
}

export interface HistoryChange {
  label: string;
  detail: string;
}

/** An entry in words: what was done and, for an edit, each field with its old and new value. */
export interface DescribedEntry {
  summary: string;
  changes: HistoryChange[];
}

interface AuditHistoryProps<T extends AuditHistoryEntry> {
  /** Makes the heading's id unique on the page. */
  subjectId: string;
  query: { data: T[] | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };
  describe: (entry: T) => DescribedEntry;
}

/** The audit trail of a record, newest first: who did what, and when. */
export function AuditHistory<T extends AuditHistoryEntry>({ subjectId, query, describe }: AuditHistoryProps<T>) {
  const { data, error, isPending, refetch } = query;
  const headingId = `history-${subjectId}`;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="font-semibold text-slate-900">
        History
      </h2>
      {isPending ? (
        <div className="mt-3 space-y-2" aria-busy="true" aria-label="Loading history">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : error || !data ? (
        <div role="alert" className="mt-3 text-sm text-red-700">
          <p>Could not load the history: {error?.message ?? 'no answer'}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol aria-label="Changes, newest first" className="mt-3 space-y-3">
          {[...data].reverse().map((entry) => {
            const { summary, changes } = describe(entry);
            return (
              <li key={entry.id} className="border-l-2 border-slate-200 pl-3 text-sm">
                <p className="text-slate-900">
                  <span className="font-medium">{entry.actorName ?? 'Platform team'}</span> · {summary}
                </p>
                <p className="text-xs text-slate-500">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </p>
                {changes.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                    {changes.map((change) => (
                      <li key={change.label} className="break-words">
                        <span className="font-medium text-slate-700">{change.label}:</span> {change.detail}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
