import { Badge } from '@/components/ui/badge';
import type { ContactStatus } from '@/gql/types';

import { STATUS_LABELS, STATUS_TONES } from './contact-labels';

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
