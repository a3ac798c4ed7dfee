import { Link } from 'react-router-dom';

import type { PortfolioFiguresFragment } from '../api/portfolio.generated';
import { figureLinks } from '../lib/figure-links';
import { formatShare, statusLabels } from '../lib/labels';

const BAR_COLOURS: Record<PortfolioFiguresFragment['byStatus'][number]['status'], string> = {
  let: 'bg-emerald-600',
  vacant: 'bg-amber-600',
  under_offer: 'bg-sky-600',
  unavailable: 'bg-slate-500',
};

/**
 * Properties by status as bars of HTML, no chart library: the bars are one image with a spoken summary, and the
 * table below holds the same figures for screen readers and for reading exact numbers.
 */
export function StatusChart({ figures }: { figures: PortfolioFiguresFragment }) {
  const total = figures.propertyCount;
  const share = (count: number) => (total === 0 ? 0 : count / total);
  const spoken = figures.byStatus
    .map(({ status, count }) => `${statusLabels[status]}: ${count} of ${total}`)
    .join(', ');
  return (
    <figure className="space-y-4" aria-labelledby="status-chart-title">
      <figcaption id="status-chart-title" className="font-semibold text-slate-900">
        Properties by status
      </figcaption>
      <div role="img" aria-label={`Properties by status. ${spoken}`} className="space-y-2">
        {figures.byStatus.map(({ status, count }) => (
          <div key={status} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-2 text-sm">
            <span className="text-slate-700">{statusLabels[status]}</span>
            <span className="h-4 overflow-hidden rounded bg-slate-100">
              <span
                className={`block h-full rounded ${BAR_COLOURS[status]}`}
                style={{ width: `${share(count) * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums text-slate-900">{count}</span>
          </div>
        ))}
      </div>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Properties
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.byStatus.map(({ status, count }) => (
            <tr key={status} className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal">
                <Link to={figureLinks.status(status)} className="text-brand-700 underline-offset-2 hover:underline">
                  {statusLabels[status]}
                </Link>
              </th>
              <td className="py-2 text-right tabular-nums">{count}</td>
              <td className="py-2 text-right tabular-nums">{total === 0 ? '–' : formatShare(share(count))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
