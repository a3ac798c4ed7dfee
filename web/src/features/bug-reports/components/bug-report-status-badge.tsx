import { Badge } from '@/components/ui/badge';
import type { BugReportStatus } from '@/gql/types';

import { STATUS_LABELS, STATUS_TONES } from './bug-report-labels';

export function BugReportStatusBadge({ status }: { status: BugReportStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
