const publishedDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** '2026-03-04T09:00:00Z' -> '4 March 2026' (UK date, as a reader in the UK sees it); '' when unknown. */
export function formatPublishedDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : publishedDate.format(date);
}
