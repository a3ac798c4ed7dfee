// CALL-12: POST /api/bug-reports, multipart, with credentials and the bearer of the stored authToken.
import type { BugReportSubmittedResponse, CreateBugReportRequest, ErrorBody } from '@pm/contracts';

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

/** ENT-06 as multipart form data: the fields of CreateBugReportRequest, the structured ones as JSON. */
function bugReportForm(draft: BugReportDraft): FormData {
  const form = new FormData();
  const field = (name: keyof CreateBugReportRequest, value: string) => form.append(name, value);
  field('title', draft.title.trim());
  field('description', draft.description.trim());
  field('currentUrl', window.location.href);
  field('userAgent', navigator.userAgent);
  field('consoleLog', JSON.stringify(getConsoleEntries()));
  field('technicalInfo', JSON.stringify(collectTechnicalInfo()));
  if (draft.screenshot) form.append('screenshot', draft.screenshot, draft.screenshot.name);
  return form;
}

/** What a submitted report earned (BUG-04), and whether the daily cap of bug report credits stopped it. */
export interface BugReportOutcome {
  credits: number;
  dailyLimitReached: boolean;
  /** Today's cap of bug report credits, when the server says. */
  dailyCap: number | null;
}

/** Resolves to what the report earned; rejects with a BugReportError. */
export async function submitBugReport(draft: BugReportDraft): Promise<BugReportOutcome> {
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
  let answer: BugReportSubmittedResponse | ErrorBody | undefined;
  try {
    answer = JSON.parse(await response.text()) as BugReportSubmittedResponse | ErrorBody;
  } catch {
    // A body that is not JSON carries no message; the status still decides the hint.
  }
  if (!response.ok || answer?.success === false) {
    throw new BugReportError(response.status, answer?.message ?? (response.statusText || 'Request failed'));
  }
  // A proxy's or an older server's answer may lack the credits: CONST-07's default then, and no cap.
  const data: Partial<BugReportSubmittedResponse['data']> = answer?.data ?? {};
  return {
    credits: answer?.creditsAwarded ?? data.creditsAwarded ?? DEFAULT_BUG_REPORT_CREDITS,
    dailyLimitReached: data.dailyCreditLimitReached === true,
    dailyCap: typeof data.dailyCreditCap === 'number' ? data.dailyCreditCap : null,
  };
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
