import { env } from '@/config/env';
import { getValidAccessToken } from '@/lib/rest-client';

import type { ContactSource, ContactStatus } from '@/gql/graphql';

export interface ContactFilters {
  q: string;
  source: ContactSource | null;
  status: ContactStatus | null;
}

const EXPORT_PATH = '/admin/contact-submissions/export.csv';
const FILE_NAME = 'contact-submissions.csv';

/** The bff's CSV export of the inbox with the current search and filters. */
export function exportCsvPath({ q, source, status }: ContactFilters): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (source) params.set('source', source);
  if (status) params.set('status', status);
  const search = params.toString();
  return `${env.apiBaseUrl}${EXPORT_PATH}${search ? `?${search}` : ''}`;
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: fall through
  }
  return `Export failed (${response.status})`;
}

/** Fetches the CSV with the session's bearer token and saves it through a Blob URL. */
export async function downloadContactSubmissionsCsv(filters: ContactFilters): Promise<void> {
  const token = await getValidAccessToken();
  const response = await fetch(exportCsvPath(filters), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  if (!response.ok) throw new Error(await failureMessage(response));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
