import { Button } from './button';

interface PageNavProps {
  /** Index of the first item on this page (0-based), how many are shown, and how many match. */
  offset: number;
  shown: number;
  total: number;
  /** A failed page load while the previous page stays on screen. */
  error?: Error | null;
  busy: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / Next paging of a cursor-paged list, with "Showing 21–40 of 57". */
export function PageNav({ offset, shown, total, error, busy, hasPrevious, hasNext, onPrevious, onNext }: PageNavProps) {
  return (
    <nav aria-label="Pages" className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {shown === 0 ? 0 : offset + 1}–{offset + shown} of {total}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={!hasPrevious || busy} onClick={onPrevious}>
          Previous
        </Button>
        <Button variant="secondary" disabled={!hasNext || busy} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
