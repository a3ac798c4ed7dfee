import { Badge } from '@/components/ui/badge';
import type { SupportConversationStatus } from '@/gql/types';

import { STATUS_LABELS, STATUS_TONES } from './support-labels';

export function SupportStatusBadge({ status }: { status: SupportConversationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
