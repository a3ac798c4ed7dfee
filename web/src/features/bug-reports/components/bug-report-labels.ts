import type { BadgeTone } from '@/components/ui/badge';
import type { BugReportStatus } from '@/gql/types';

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
