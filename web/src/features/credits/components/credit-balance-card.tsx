import { useQuery } from '@tanstack/react-query';
import { CoinsIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

import { CREDIT_BALANCE_KEY, fetchCreditBalance } from '../api/credit-balance';

const credits = new Intl.NumberFormat('en-GB');

/**
 * The signed-in user's credit balance. Read again whenever it is shown: reports are sent from other
 * screens (the bug reporter), and a balance seen minutes ago may be behind.
 */
export function CreditBalanceCard() {
  const query = useQuery({
    queryKey: CREDIT_BALANCE_KEY,
    queryFn: ({ signal }) => fetchCreditBalance(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

  let value;
  if (query.isPending) value = <Skeleton className="h-7 w-20" />;
  else if (query.isError) {
    value = (
      <span className="flex flex-wrap items-center gap-2 text-sm text-red-700" role="alert">
        Could not load your balance.
        <Button variant="ghost" className="min-h-8 px-2 py-1" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </span>
    );
  } else {
    value = (
      <span className="text-2xl font-bold text-slate-900" aria-live="polite">
        <span data-testid="credit-balance">{credits.format(query.data)}</span>{' '}
        <span className="text-base font-medium text-slate-600">credits</span>
      </span>
    );
  }

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
        </div>
      </div>
      <div className="shrink-0">{value}</div>
    </section>
  );
}
