import { formatDate, formatPence } from '@/lib/format';

import type { TenancyDetailFragment } from '../api/tenancies.generated';

/** LEASE-04: each charge's period, due date and amount; the first and last periods pro-rated by days. */
export function RentScheduleTable({ tenancy }: { tenancy: TenancyDetailFragment }) {
  const until = tenancy.endDate ? null : tenancy.scheduleUntil;
  return (
    <section aria-labelledby="rent-schedule" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="rent-schedule" className="font-semibold text-slate-900">
        Rent schedule
      </h2>
      {until ? <p className="mt-1 text-sm text-slate-600">A periodic tenancy: shown to {formatDate(until)}.</p> : null}
      <div className="mt-3 max-h-96 overflow-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Rent charges</caption>
          <thead className="sticky top-0 bg-white text-left text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Period
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Due
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {tenancy.schedule.map((charge) => (
              <tr key={charge.periodStart} className="border-t border-slate-100">
                <td className="py-2 pr-3">
                  {formatDate(charge.periodStart)} – {formatDate(charge.periodEnd)}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(charge.dueDate)}</td>
                <td className="py-2 text-right whitespace-nowrap">{formatPence(charge.amountPence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
