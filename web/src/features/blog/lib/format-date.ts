const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/** London's offset from UTC at an instant: BST (one hour) from the last Sunday of March to that of October. */
function londonOffsetMs(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? HOUR_MS : 0;
}

/**
 * '2026-03-04T09:00:00Z' -> '4 March 2026' (UK date, as a reader in the UK sees it); '' when unknown. Written out
 * rather than with Intl.DateTimeFormat, whose first use in a page loads the time zone data: ~25 ms of main thread
 * while the blog list renders (issue 10). The UK's clock rule has held since 1996, long before any post.
 */
export function formatPublishedDate(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const london = new Date(time + londonOffsetMs(time));
  return `${london.getUTCDate()} ${MONTHS[london.getUTCMonth()]} ${london.getUTCFullYear()}`;
}
