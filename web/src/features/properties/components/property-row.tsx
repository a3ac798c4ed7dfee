import { formatPence } from '@/lib/format';

import type { PropertyListItemFragment } from '../api';
import { bedroomsLabel, propertyTypeLabels } from './property-labels';
import { PropertyStatusBadge } from './property-status-badge';

const cell = 'px-3 py-3 align-top';

export function PropertyRow({ property }: { property: PropertyListItemFragment }) {
  const address = [property.addressLine1, property.addressLine2, property.city].filter(Boolean).join(', ');
  return (
    <tr data-testid="property-row" className="border-t border-slate-200 hover:bg-slate-50">
      <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap text-slate-900`}>
        {property.reference}
      </th>
      <td className={`${cell} min-w-44 text-slate-700`}>
        {address}
        <span className="block whitespace-nowrap text-slate-500 xl:hidden">{property.postcode}</span>
      </td>
      <td className={`${cell} hidden whitespace-nowrap text-slate-700 xl:table-cell`}>{property.postcode}</td>
      <td className={`${cell} text-slate-700`}>
        {propertyTypeLabels[property.type]}
        <span className="block text-xs whitespace-nowrap text-slate-500 2xl:hidden">
          {bedroomsLabel(property.bedrooms)}
        </span>
      </td>
      <td className={`${cell} hidden text-right text-slate-700 tabular-nums 2xl:table-cell`}>{property.bedrooms}</td>
      <td className={cell}>
        <PropertyStatusBadge status={property.status} />
      </td>
      <td className={`${cell} text-right whitespace-nowrap text-slate-900 tabular-nums`}>
        {property.monthlyRentPence == null ? (
          <span className="text-slate-400">Not set</span>
        ) : (
          formatPence(property.monthlyRentPence)
        )}
      </td>
      <td className={`${cell} min-w-32 text-slate-700`}>
        {property.owner?.name ?? <span className="text-slate-400">No owner</span>}
      </td>
    </tr>
  );
}
