import { formatPence } from '@/lib/format';

import type { PropertyListItemFragment } from '../api';
import { bedroomsLabel, propertyTypeLabels } from './property-labels';
import { PropertyStatusBadge } from './property-status-badge';

/** One property on a phone, where the table does not fit. */
export function PropertyCard({ property }: { property: PropertyListItemFragment }) {
  const address = [property.addressLine1, property.addressLine2, property.city].filter(Boolean).join(', ');
  return (
    <li data-testid="property-card" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-slate-900">{property.reference}</p>
        <PropertyStatusBadge status={property.status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {address}, {property.postcode}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Type</dt>
          <dd className="text-slate-800">
            {propertyTypeLabels[property.type]}, {bedroomsLabel(property.bedrooms)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Monthly rent</dt>
          <dd className="text-slate-900 tabular-nums">
            {property.monthlyRentPence == null ? (
              <span className="text-slate-400">Not set</span>
            ) : (
              formatPence(property.monthlyRentPence)
            )}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">Owner</dt>
          <dd className="text-slate-800">{property.owner?.name ?? <span className="text-slate-400">No owner</span>}</dd>
        </div>
      </dl>
    </li>
  );
}
