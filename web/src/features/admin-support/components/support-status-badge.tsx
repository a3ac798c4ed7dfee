import { Badge } from '@/components/ui/badge';

import type { SupportStatus } from '../api/admin-support';
import { STATUS_LABELS, STATUS_TONES } from './support-labels';

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
