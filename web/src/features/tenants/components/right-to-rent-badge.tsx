import { Badge } from '@/components/ui/badge';
import type { RightToRentState } from '@/gql/types';

import { rightToRentLabels } from './tenant-labels';

export function RightToRentBadge({ state }: { state: RightToRentState }) {
  const { label, tone } = rightToRentLabels[state];
  return <Badge tone={tone}>{label}</Badge>;
}
