import type { PageQuery } from '../common';

export const BUG_REPORT_STATUSES = ['new', 'triaged', 'fixed', 'wont_fix'] as const;
export type BugReportStatus = (typeof BUG_REPORT_STATUSES)[number];

export const CONSOLE_LOG_TYPES = ['log', 'error', 'warn'] as const;
export type ConsoleLogType = (typeof CONSOLE_LOG_TYPES)[number];

export interface ConsoleLogEntry {
  type: ConsoleLogType;
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

/** POST /v1/bug-reports: the bff has already stored the screenshot and decided the credits (a system setting). */
export interface CreateBugReportRequest {
  title: string;
  description: string;
  currentUrl: string;
  userAgent: string;
  consoleLog?: ConsoleLogEntry[];
  technicalInfo?: BugTechnicalInfo;
  screenshotKey?: string | null;
  screenshotContentType?: string | null;
  creditsAwarded?: number;
}

export interface BugReportBody {
  id: string;
  companyId: string;
  userId: string;
  title: string;
  description: string;
  currentUrl: string;
  userAgent: string;
  consoleLog: ConsoleLogEntry[];
  technicalInfo: BugTechnicalInfo;
  screenshotKey: string | null;
  screenshotContentType: string | null;
  creditsAwarded: number;
  status: BugReportStatus;
  createdAt: string;
  updatedAt: string;
}

export interface BugReportAdminQuery extends PageQuery {
  status?: BugReportStatus;
}

/**
 * PATCH /v1/bug-reports/:id/credits: the reporter's own report, once identity's ledger has said what it earned
 * (the daily cap may leave less than the setting, or nothing).
 */
export interface SetBugReportCreditsRequest {
  creditsAwarded: number;
}

/** PATCH /v1/admin/bug-reports/:id */
export interface UpdateBugReportRequest {
  status: BugReportStatus;
}
