import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPence } from '@/lib/format';
import { londonToday } from '@/lib/london-today';

import { downloadOwnerStatement } from '../api/owner-statement-files';
import { useOwnerStatementQuery } from '../api/property-owners.generated';

/** Shown while repairs record no costs (issue 13): the £0.00 is not a real figure. */
export const REPAIR_COSTS_NOTE = 'Repair costs appear here once repairs record their costs';

/** The month before today's in Europe/London, as YYYY-MM: a statement's usual month. */
export function lastMonth(today: string = londonToday()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH_NAMES.format(new Date(`${month}-01T00:00:00Z`));

const MONEY = 'px-3 py-2 text-right tabular-nums';

/** OWN-02: a month's rent received per property, fee, repair costs and net, with its CSV and PDF. */
export function OwnerStatementSection({ ownerId }: { ownerId: string }) {
  const pickerId = useId();
  const thisMonth = londonToday().slice(0, 7);
  const [month, setMonth] = useState(() => lastMonth());
  const { data, error, loading, refetch } = useOwnerStatementQuery({
    variables: { ownerId, month },
    skip: !month,
  });
  const [busy, setBusy] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download(kind: 'csv' | 'pdf') {
    setBusy(true);
    setDownloadError(null);
    try {
      await downloadOwnerStatement(ownerId, month, kind);
    } catch (failure) {
      setDownloadError(failure instanceof Error ? failure.message : 'The download failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  const statement = data?.ownerStatement;
  let body;
  if (!month) body = <EmptyState title="Choose a month">Pick the month the statement should cover.</EmptyState>;
  else if (error && !data) {
    body = <ErrorState title="Could not load the statement" message={error.message} onRetry={() => void refetch()} />;
  } else if (loading && !data) {
    body = (
      <div aria-busy="true" aria-label="Loading statement" className="space-y-2">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-full" />
      </div>
    );
  } else if (!statement) {
    body = <EmptyState title="No statement">This owner's statement is not yours to see.</EmptyState>;
  } else if (statement.lines.length === 0) {
    body = (
      <EmptyState title="No properties">
        This owner has no properties, so there is nothing to show for the month.
      </EmptyState>
    );
  } else {
    const { totals } = statement;
    body = (
      <div className="space-y-2">
        <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Statement for {monthName(statement.month)}</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Property
                </th>
                <th scope="col" className={MONEY}>
                  Rent received
                </th>
                <th scope="col" className={MONEY}>
                  Management fee
                </th>
                <th scope="col" className={MONEY}>
                  Repair costs
                </th>
                <th scope="col" className={MONEY}>
                  Net to owner
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {statement.lines.map((line) => (
                <tr key={line.propertyId}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="font-medium text-slate-900">{line.reference}</span>{' '}
                    <span className="text-slate-600">
                      {line.addressLine1}, {line.city} {line.postcode}
                    </span>
                  </th>
                  <td className={MONEY}>{formatPence(line.rentReceivedPence)}</td>
                  <td className={MONEY}>{formatPence(line.managementFeePence)}</td>
                  <td className={MONEY}>{formatPence(line.repairCostsPence)}</td>
                  <td className={MONEY}>{formatPence(line.netPence)}</td>
                </tr>
              ))}
              {statement.fixedManagementFeePence > 0 ? (
                <tr>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    Fixed management fee for the month
                  </th>
                  <td className={MONEY} />
                  <td className={MONEY}>{formatPence(statement.fixedManagementFeePence)}</td>
                  <td className={MONEY} />
                  <td className={MONEY}>{formatPence(-statement.fixedManagementFeePence)}</td>
                </tr>
              ) : null}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  Total
                </th>
                <td className={MONEY}>{formatPence(totals.rentReceivedPence)}</td>
                <td className={MONEY}>{formatPence(totals.managementFeePence)}</td>
                <td className={MONEY}>{formatPence(totals.repairCostsPence)}</td>
                <td className={MONEY}>{formatPence(totals.netPence)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {statement.repairCostsRecorded ? null : <p className="text-sm text-slate-600">{REPAIR_COSTS_NOTE}</p>}
      </div>
    );
  }

  return (
    <section aria-labelledby="owner-statements" className="space-y-3">
      <h2 id="owner-statements" className="text-lg font-semibold text-slate-900">
        Monthly statements
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <Label htmlFor={pickerId}>Month</Label>
          <Input
            id={pickerId}
            type="month"
            className="mt-1 min-h-11"
            value={month}
            max={thisMonth}
            onChange={(event) => setMonth(event.target.value > thisMonth ? thisMonth : event.target.value)}
          />
        </div>
        <Button variant="secondary" className="min-h-11" disabled={busy || !month} onClick={() => void download('csv')}>
          Download CSV
        </Button>
        <Button variant="secondary" className="min-h-11" disabled={busy || !month} onClick={() => void download('pdf')}>
          Download PDF
        </Button>
      </div>
      {downloadError ? (
        <p role="alert" className="text-sm text-red-700">
          {downloadError}
        </p>
      ) : null}
      {body}
    </section>
  );
}
