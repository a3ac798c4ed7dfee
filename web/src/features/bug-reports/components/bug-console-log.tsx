import { cn } from '@/lib/cn';

import type { ConsoleLogEntryItemFragment } from '../api/bug-reports.generated';

const TYPE_CLASSES: Record<ConsoleLogEntryItemFragment['type'], string> = {
  error: 'text-red-300',
  warn: 'text-amber-300',
  log: 'text-sky-300',
};

/** The console output captured with the report (redacted in the browser before it was sent, VAL-08). */
export function BugConsoleLog({ entries }: { entries: readonly ConsoleLogEntryItemFragment[] }) {
  return (
    <section aria-labelledby="bug-console-heading" className="space-y-2">
      <h3 id="bug-console-heading" className="text-sm font-semibold text-slate-900">
        Console log <span className="font-normal text-slate-500">({entries.length})</span>
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing was logged.</p>
      ) : (
        <ol
          tabIndex={0}
          aria-label="Console log entries"
          className="max-h-72 space-y-1 overflow-auto rounded-md bg-slate-950 p-3 font-mono text-xs focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {entries.map((entry, index) => (
            <li key={index} className="break-words whitespace-pre-wrap text-slate-100">
              <span className={cn('mr-2 font-semibold uppercase', TYPE_CLASSES[entry.type])}>{entry.type}</span>
              <span className="mr-2 text-slate-400">{entry.timestamp}</span>
              {entry.message}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
