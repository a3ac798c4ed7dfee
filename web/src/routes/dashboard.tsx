import { ADMIN_ROLES, type RoleScope } from '@pm/contracts';

import { ErrorState } from '@/components/ui/error-state';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview';
import { Skeleton } from '@/components/ui/skeleton';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { DashboardSummary } from '@/features/dashboard/components/dashboard-summary';
import { PortfolioGlance } from '@/features/portfolio/components/portfolio-glance';
import { ComplianceAlertsPanel } from '@/features/properties/components/compliance-alerts-panel';

/** DASH-01, ISO-07: each role's own figures, in its own words. */
const INTROS: Record<RoleScope, string> = {
  company: 'Here is what is happening across your portfolio.',
  owner: 'Here is what is happening at the properties you own.',
  tenant: 'Your home, your rent and your repair requests.',
  trade: 'Jobs offered to you and assigned to you.',
};

export function DashboardRoute() {
  const { scope, role, firstName, loading, error, retry } = useRoleScope();
  // Platform staff run the platform, not an agency: their dashboard is the admin overview.
  const staff = role !== undefined && ADMIN_ROLES.includes(role);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        {firstName ? (
          <h1 className="text-2xl font-bold text-slate-900">Welcome back, {firstName}</h1>
        ) : loading ? (
          <>
            <h1 className="sr-only">Dashboard</h1>
            <Skeleton className="h-8 w-64" />
          </>
        ) : (
          <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        )}
        {staff ? (
          <p className="mt-1 text-sm text-slate-600">Everything the platform team looks after, and what is waiting.</p>
        ) : scope ? (
          <p className="mt-1 text-sm text-slate-600">{INTROS[scope]}</p>
        ) : null}
      </header>
      {!staff && scope === 'company' ? (
        <section aria-labelledby="portfolio-heading" className="space-y-3">
          <h2 id="portfolio-heading" className="text-lg font-semibold text-slate-900">
            Portfolio
          </h2>
          <PortfolioGlance audience="company" />
        </section>
      ) : null}
      {!staff && scope === 'company' ? <ComplianceAlertsPanel /> : null}
      {staff ? <AdminOverview /> : scope ? <DashboardSummary scope={scope} /> : null}
      {error ? <ErrorState title="Could not load your account" message={error.message} onRetry={retry} /> : null}
    </div>
  );
}
