import { CoinsIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

import { useCreditBalanceQuery } from '../api/credits.generated';
import type { CreditBalanceQuery } from '../api/credits.generated';

const credits = new Intl.NumberFormat('en-GB');

type Allowance = CreditBalanceQuery['bugReportCreditAllowance'];

/** Today's allowance of bug report credits: what is left, or that the daily limit is reached. */
function allowanceText({ dailyCap, remainingToday }: Allowance): string {
  if (dailyCap === 0) return 'Bug reports earn no credits at the moment.';
  if (remainingToday === 0) {
    return `You have reached today's limit of ${credits.format(dailyCap)} credits for bug reports. Reports earn credits again from midnight.`;
  }
  return `Bug reports can earn you ${credits.format(remainingToday)} more credits today (a limit of ${credits.format(dailyCap)} a day).`;
}

/** Read again whenever shown: reports sent from other screens (the bug reporter) change the balance. */
export function CreditBalanceCard() {
  const { data, error, refetch } = useCreditBalanceQuery({ fetchPolicy: 'cache-and-network' });

  let value;
  if (data) {
    value = (
      <span className="text-2xl font-bold text-slate-900" aria-live="polite">
        <span data-testid="credit-balance">{credits.format(data.creditBalance)}</span>{' '}
        <span className="text-base font-medium text-slate-600">credits</span>
      </span>
    );
  } else if (error) {
    value = (
      <span className="flex flex-wrap items-center gap-2 text-sm text-red-700" role="alert">
        Could not load your balance.
        <Button variant="ghost" className="min-h-8 px-2 py-1" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </span>
    );
  } else value = <Skeleton className="h-7 w-20" />;

  return (
    <section
      aria-labelledby="credit-balance-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CoinsIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="credit-balance-heading" className="font-semibold text-slate-900">
            Your credit balance
          </h2>
          <p className="text-sm text-slate-600">
            Earned by reporting bugs with the bug reporter on the dashboard, properties, maintenance and tenants pages.
          </p>
          {data ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="credit-allowance">
              {allowanceText(data.bugReportCreditAllowance)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="shrink-0">{value}</div>
    </section>
  );
}
