import type { RoleScope } from '@pm/contracts';
import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { PortfolioDetails } from '@/features/portfolio/components/portfolio-details';
import { PortfolioGlance } from '@/features/portfolio/components/portfolio-glance';

const INTROS: Record<'company' | 'owner', string> = {
  company: 'Your portfolio at a glance. Each figure opens the list behind it.',
  owner: 'The properties you own at a glance. Each figure opens the list behind it.',
};

/** ISO-07: a tenant or trade has no portfolio; they are pointed to what is theirs. */
function NotYours({ scope }: { scope: Exclude<RoleScope, 'company' | 'owner'> }) {
  return (
    <EmptyState title="There is no portfolio to show you">
      {scope === 'tenant' ? 'Your home, your rent and your repairs are on ' : 'The jobs offered to you are on '}
      <Link to={paths.dashboard} className="font-medium text-brand-700 underline">
        your dashboard
      </Link>
      .
    </EmptyState>
  );
}

export function PortfolioRoute() {
  const { scope, loading, error, retry } = useRoleScope();
  const audience = scope === 'company' || scope === 'owner' ? scope : null;
  const outsider = scope === 'tenant' || scope === 'trade' ? scope : null;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{scope === 'owner' ? 'Your portfolio' : 'Portfolio'}</h1>
        {audience ? <p className="mt-1 text-sm text-slate-600">{INTROS[audience]}</p> : null}
      </header>
      {loading && !scope ? <Skeleton className="h-24 w-full" /> : null}
      {error && !scope ? (
        <ErrorState title="Could not load your account" message={error.message} onRetry={retry} />
      ) : null}
      {audience ? <PortfolioGlance audience={audience} details={PortfolioDetails} /> : null}
      {outsider ? <NotYours scope={outsider} /> : null}
    </div>
  );
}
