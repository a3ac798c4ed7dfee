import type { BadgeTone } from '@/components/ui/badge';

import type { BugReportStatus } from '../api/admin-bug-reports';

export const STATUS_LABELS: Readonly<Record<BugReportStatus, string>> = {
  new: 'New',
  triaged: 'Triaged',
  fixed: 'Fixed',
  wont_fix: "Won't fix",
};

export const STATUS_TONES: Readonly<Record<BugReportStatus, BadgeTone>> = {
  new: 'info',
  triaged: 'warning',
  fixed: 'success',
  wont_fix: 'neutral',
};

export const BUG_REPORT_STATUSES = Object.keys(STATUS_LABELS) as BugReportStatus[];

export const asStatus = (value: string): BugReportStatus | null =>
  (BUG_REPORT_STATUSES as string[]).includes(value) ? (value as BugReportStatus) : null;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** An ISO time as the UK reads it, e.g. "5 Jan 2026, 10:00". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
