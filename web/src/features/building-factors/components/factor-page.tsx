import type { RoleScope } from '@pm/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

interface FactorPageProps {
  title: string;
  intro?: string;
  /** The signed-in role's scope (ISO-02), undefined while it loads. */
  scope: RoleScope | undefined;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  children: ReactNode;
}

/** Every Building Manager screen: the agency's staff get the screen; anyone else a short explanation (ISO-07). */
export function FactorPage({ title, intro, scope, loading, error, retry, children }: FactorPageProps) {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && scope === 'company' ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      </header>
      {loading && !scope ? <Skeleton className="h-24 w-full" /> : null}
      {error && !scope ? (
        <ErrorState title="Could not load your account" message={error.message} onRetry={retry} />
      ) : null}
      {scope === 'company' ? children : null}
      {scope && scope !== 'company' ? (
        <EmptyState title="Building factors are managed by your letting agent">
          Questions about a block&apos;s common parts or service charge go to your agent; you can reach them from{' '}
          <Link to={paths.dashboard} className="font-medium text-brand-700 underline">
            your dashboard
          </Link>
          .
        </EmptyState>
      ) : null}
    </div>
  );
}
