import type { ContactSource, ContactStatus } from '@pm/contracts';

import { env } from '@/config/env';
import { saveDownload } from '@/lib/download';

export interface ContactFilters {
  q: string;
  source: ContactSource | null;
  status: ContactStatus | null;
}

const FILE_NAME = 'contact-submissions.csv';

/** The bff's CSV export of the inbox with the current search and filters (a path under /api). */
function exportPath({ q, source, status }: ContactFilters): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (source) params.set('source', source);
  if (status) params.set('status', status);
  const search = params.toString();
  return `/admin/contact-submissions/export.csv${search ? `?${search}` : ''}`;
}

/** The export's address, for the link the download button is. */
export const exportCsvHref = (filters: ContactFilters) => `${env.apiBaseUrl}${exportPath(filters)}`;

/** Downloads the CSV with the session's bearer token; a refusal throws with the server's message. */
export function downloadContactSubmissionsCsv(filters: ContactFilters): Promise<void> {
  return saveDownload(exportPath(filters), FILE_NAME, { accept: 'text/csv' });
}
