import { Badge } from '@/components/ui/badge';
import type { PropertyStatus } from '@/gql/types';

import { propertyStatusLabels } from './property-labels';

export function PropertyStatusBadge({ status }: { status: PropertyStatus }) {
  const { label, tone } = propertyStatusLabels[status];
  return <Badge tone={tone}>{label}</Badge>;
}
