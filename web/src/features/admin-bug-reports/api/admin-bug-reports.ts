// The bff's admin bug-report REST (GET/PATCH /api/admin/bug-reports, the screenshot as bytes).
import { env } from '@/config/env';
import { ApiError, apiRequest, getValidAccessToken } from '@/lib/rest-client';

export type BugReportStatus = 'new' | 'triaged' | 'fixed' | 'wont_fix';

export interface ConsoleLogEntry {
  type: 'log' | 'error' | 'warn';
  message: string;
  timestamp: string;
}

export interface BugTechnicalInfo {
  url?: string;
  userAgent?: string;
  timestamp?: string;
  viewport?: { width: number; height: number };
  screen?: { width: number; height: number };
  browser?: { cookieEnabled?: boolean; language?: string; platform?: string; onLine?: boolean };
}

export interface BugReporter {
  id: string;
  name: string;
  email: string;
}

export interface AdminBugReport {
  id: string;
  companyId: string;
  userId: string;
  title: string;
  description: string;
  currentUrl: string;
  userAgent: string;
  consoleLog: ConsoleLogEntry[];
  technicalInfo: BugTechnicalInfo;
  creditsAwarded: number;
  status: BugReportStatus;
  hasScreenshot: boolean;
  /** Null when the reporter's account no longer exists. */
  reporter: BugReporter | null;
  createdAt: string;
  updatedAt: string;
}

export interface BugReportPage {
  items: AdminBugReport[];
  nextCursor: string | null;
  total: number;
}

/** The bff caps pages at 100; 25 rows fit a screen. */
export const BUG_REPORT_PAGE_SIZE = 25;

const BASE = '/admin/bug-reports';

export const adminBugReportKeys = {
  all: ['admin', 'bug-reports'] as const,
  list: (status: BugReportStatus | null) => ['admin', 'bug-reports', 'list', status ?? 'all'] as const,
  detail: (id: string) => ['admin', 'bug-reports', 'detail', id] as const,
};

interface ListAnswer {
  data: AdminBugReport[];
  pageInfo: { nextCursor: string | null; total: number };
}

export async function fetchBugReports(
  status: BugReportStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BugReportPage> {
  const params = new URLSearchParams({ limit: String(BUG_REPORT_PAGE_SIZE) });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  const answer = await apiRequest<ListAnswer>(`${BASE}?${params.toString()}`, { signal });
  return { items: answer.data, nextCursor: answer.pageInfo.nextCursor, total: answer.pageInfo.total };
}

export async function fetchBugReport(id: string, signal?: AbortSignal): Promise<AdminBugReport> {
  const answer = await apiRequest<{ data: AdminBugReport }>(`${BASE}/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export async function updateBugReportStatus(id: string, status: BugReportStatus): Promise<AdminBugReport> {
  const answer = await apiRequest<{ data: AdminBugReport }>(`${BASE}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return answer.data;
}

/**
 * The screenshot as a Blob: an <img> cannot send the bearer header, so the bytes are fetched here
 * and shown through an object URL.
 */
export async function fetchBugReportScreenshot(id: string, signal?: AbortSignal): Promise<Blob> {
  const token = await getValidAccessToken();
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${BASE}/${encodeURIComponent(id)}/screenshot`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) {
    const message =
      response.status === 404
        ? 'The screenshot is no longer stored'
        : `Could not load the screenshot (${response.status})`;
    throw new ApiError(response.status, `HTTP_${response.status}`, message);
  }
  return response.blob();
}
