import { formatPence } from '@/lib/format';

import type { PropertyOwnerListItemFragment } from '../api/property-owners.generated';

/** "10% of rent collected" or "£95.00 a month" (ISO-05). */
export function managementFeeLabel(
  owner: Pick<PropertyOwnerListItemFragment, 'managementFeeKind' | 'managementFeePercent' | 'managementFeeFixedPence'>,
): string {
  if (owner.managementFeeKind === 'fixed') {
    return owner.managementFeeFixedPence == null ? 'Not set' : `${formatPence(owner.managementFeeFixedPence)} a month`;
  }
  return owner.managementFeePercent == null ? 'Not set' : `${owner.managementFeePercent}% of rent collected`;
}
