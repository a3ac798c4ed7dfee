import type { PropertyListItemFragment } from '../api';
import { PropertyRow } from './property-row';

const head = 'px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase';

export function PropertyTable({ properties }: { properties: PropertyListItemFragment[] }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      role="region"
      aria-label="Properties"
      tabIndex={0}
    >
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              Reference
            </th>
            <th scope="col" className={`${head} text-left`}>
              Address
            </th>
            <th scope="col" className={`${head} text-left`}>
              Postcode
            </th>
            <th scope="col" className={`${head} text-left`}>
              Type
            </th>
            <th scope="col" className={`${head} text-right`}>
              Bedrooms
            </th>
            <th scope="col" className={`${head} text-left`}>
              Status
            </th>
            <th scope="col" className={`${head} text-right`}>
              Monthly rent
            </th>
            <th scope="col" className={`${head} text-left`}>
              Owner
            </th>
          </tr>
        </thead>
        <tbody>
          {properties.map((property) => (
            <PropertyRow key={property.id} property={property} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
