import type { PropertyListItemFragment } from '../api';
import { PropertyCard } from './property-card';
import { PropertyRow } from './property-row';

const head = 'px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';

/** A table from 768 px (less important columns folded in below 1280 and 1536 px); a card list on phones. */
export function PropertyTable({ properties }: { properties: PropertyListItemFragment[] }) {
  return (
    <>
      <ul aria-label="Properties" className="space-y-3 md:hidden">
        {properties.map((property) => (
          <PropertyCard key={property.id} property={property} />
        ))}
      </ul>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm max-md:hidden"
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
              <th scope="col" className={`${head} hidden text-left xl:table-cell`}>
                Postcode
              </th>
              <th scope="col" className={`${head} text-left`}>
                Type
              </th>
              <th scope="col" className={`${head} hidden text-right 2xl:table-cell`}>
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
    </>
  );
}
