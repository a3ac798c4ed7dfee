import { Button } from '@/components/ui/button';

export interface DataTablePaginationProps {
  /** Index of the page's first row (0-based), or null when the page was opened from a link and its place is unknown. */
  offset: number | null;
  shown: number;
  total: number;
  /** A page is loading: the buttons wait for it. */
  busy: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Offered instead of Previous when the pages before this one are unknown. */
  onFirst?: () => void;
  /** A failed page load while the previous page stays on screen. */
  error?: Error | null;
}

const BUTTON = 'min-h-11 min-w-11';

function countText(offset: number | null, shown: number, total: number): string {
  if (offset === null) return `Showing ${shown} of ${total}`;
  return `Showing ${shown === 0 ? 0 : offset + 1}–${offset + shown} of ${total}`;
}

export function DataTablePagination({
  offset,
  shown,
  total,
  busy,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onFirst,
  error,
}: DataTablePaginationProps) {
  const showFirst = onFirst !== undefined && offset === null && !hasPrevious;
  return (
    <nav aria-label="Pages" className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        {countText(offset, shown, total)}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        {showFirst ? (
          <Button variant="secondary" className={BUTTON} disabled={busy} onClick={onFirst}>
            First page
          </Button>
        ) : (
          <Button variant="secondary" className={BUTTON} disabled={!hasPrevious || busy} onClick={onPrevious}>
            Previous
          </Button>
        )}
        <Button variant="secondary" className={BUTTON} disabled={!hasNext || busy} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}
