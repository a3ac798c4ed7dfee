// CALL-12: POST /api/bug-reports, multipart, with credentials and the bearer of the stored authToken.
import { env } from '@/config/env';
import { AUTH_TOKEN_KEY } from '@/lib/auth-storage';
import { getValidAccessToken } from '@/lib/rest-client';

import { getConsoleEntries } from './console-capture';
import { SUBMIT_ERROR } from './bug-chat-machine';
import { collectTechnicalInfo } from './technical-info';

/** CONST-07: credits for a report when the server does not say. */
export const DEFAULT_BUG_REPORT_CREDITS = 50;

export class BugReportError extends Error {
  override readonly name = 'BugReportError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface BugReportDraft {
  title: string;
  description: string;
  screenshot: File | null;
}

interface BugReportAnswer {
  success?: boolean;
  message?: string;
  creditsAwarded?: number;
  data?: { creditsAwarded?: number };
}

/** ENT-06 as multipart form data. */
export function bugReportForm(draft: BugReportDraft): FormData {
  const form = new FormData();
  form.append('title', draft.title.trim());
  form.append('description', draft.description.trim());
  form.append('currentUrl', window.location.href);
  form.append('userAgent', navigator.userAgent);
  form.append('consoleLog', JSON.stringify(getConsoleEntries()));
  form.append('technicalInfo', JSON.stringify(collectTechnicalInfo()));
  if (draft.screenshot) form.append('screenshot', draft.screenshot, draft.screenshot.name);
  return form;
}

/** Resolves to the credits awarded (BUG-04); rejects with a BugReportError. */
export async function submitBugReport(draft: BugReportDraft): Promise<number> {
  // Renews an expired token first (AUTH-08), which also rewrites authToken.
  await getValidAccessToken();
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}/bug-reports`, {
      method: 'POST',
      body: bugReportForm(draft),
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new BugReportError(0, 'Network error');
  }
  let answer: BugReportAnswer = {};
  try {
    answer = JSON.parse(await response.text()) as BugReportAnswer;
  } catch {
    // A body that is not JSON carries no message; the status still decides the hint.
  }
  if (!response.ok || answer.success === false) {
    throw new BugReportError(response.status, answer.message ?? (response.statusText || 'Request failed'));
  }
  return answer.creditsAwarded ?? answer.data?.creditsAwarded ?? DEFAULT_BUG_REPORT_CREDITS;
}

/** ERR-12: the apology plus a hint chosen by the server's message or status. */
export function bugReportFailureMessage(error: unknown): string {
  const status = error instanceof BugReportError ? error.status : 0;
  const message = error instanceof Error ? error.message : '';
  let hint = 'Please try again, or contact support if the problem continues.';
  if (/authentication required/i.test(message) || status === 401) {
    hint = 'Please log in and try again.';
  } else if (/missing required fields/i.test(message) || status === 400) {
    hint = 'Please make sure all fields are filled in and try again.';
  }
  return `${SUBMIT_ERROR} ${hint}`;
}
