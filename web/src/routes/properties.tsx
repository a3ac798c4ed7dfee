import type { RoleScope } from '@pm/contracts';
import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { PropertyList } from '@/features/properties/components/property-list';
import { TenantHome } from '@/features/properties/components/tenant-home';

/** ISO-07: the same route for every role, worded for the slice each sees (ISO-02). */
const HEADINGS: Record<RoleScope, { title: string; intro: string }> = {
  company: { title: 'Properties', intro: 'Every property in your portfolio, with its status, rent and owner.' },
  owner: {
    title: 'Your properties',
    intro: 'The properties you own that your letting agent manages, with their status and rent.',
  },
  tenant: { title: 'Your home', intro: 'The home you rent, and what you pay for it.' },
  trade: { title: 'Properties', intro: 'The properties of the jobs offered to you or assigned to you.' },
};

export function PropertiesRoute() {
  const { scope, companyName, loading, error, retry } = useRoleScope();

  if (!scope) {
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <h1 className={loading ? 'sr-only' : 'text-2xl font-bold text-slate-900'}>Properties</h1>
        {loading ? <Skeleton className="h-8 w-64" /> : null}
        {error ? <ErrorState title="Could not load your account" message={error.message} onRetry={retry} /> : null}
      </div>
    );
  }

  const heading = HEADINGS[scope];
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{heading.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{heading.intro}</p>
      </header>
      {scope === 'tenant' ? (
        <TenantHome companyName={companyName} />
      ) : scope === 'trade' ? (
        <EmptyState title="No jobs assigned to you yet">
          A property shows here with a job your letting agent offers or assigns to you.{' '}
          <Link to={paths.dashboard} className="font-medium text-brand-700 underline">
            Go to your dashboard
          </Link>
        </EmptyState>
      ) : (
        <PropertyList scope={scope} />
      )}
    </div>
  );
}
