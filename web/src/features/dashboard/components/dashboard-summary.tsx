import type { RoleScope } from '@pm/contracts';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';

import { useDashboardQuery } from '../api/dashboard.generated';
import type { DashboardQuery } from '../api/dashboard.generated';
import { OwnerRentCard, TenantRentCard } from './rent-card';
import { SummaryCard } from './summary-card';
import { TenancyCard } from './tenancy-card';

type Summary = DashboardQuery['dashboard'];

interface CardSpec {
  title: string;
  description: string;
  testId: string;
  count: (summary: Summary) => number;
}

/** DASH-01 per role, each figure of the slice the role sees (ISO-02). */
const CARDS: Record<RoleScope, CardSpec[]> = {
  // The staff's property figures are the portfolio's (PORT-01), shown above these.
  company: [
    {
      title: 'Open maintenance requests',
      description: 'Reported, in progress or awaiting a trade',
      testId: 'count-open-maintenance',
      count: (s) => s.openMaintenanceCount,
    },
  ],
  owner: [
    {
      title: 'Your properties',
      description: 'That you own and your letting agent manages',
      testId: 'count-properties',
      count: (s) => s.propertyCount,
    },
    {
      title: 'Open repairs at your properties',
      description: 'Reported, in progress or awaiting a trade',
      testId: 'count-open-maintenance',
      count: (s) => s.openMaintenanceCount,
    },
  ],
  tenant: [
    {
      title: 'Your open repair requests',
      description: 'Reported by you and not yet done',
      testId: 'count-open-maintenance',
      count: (s) => s.openMaintenanceCount,
    },
    {
      title: 'All your repair requests',
      description: 'Including the ones that are done',
      testId: 'count-maintenance',
      count: (s) => s.maintenanceCount,
    },
  ],
  trade: [
    {
      title: 'Your jobs',
      description: 'Offered to you or assigned to you',
      testId: 'count-open-maintenance',
      count: (s) => s.openMaintenanceCount,
    },
  ],
};

/** What the figures cannot show yet, said plainly rather than shown as a zero. */
const NOT_YET: Partial<Record<RoleScope, string>> = {
  owner: 'Repairs awaiting your approval will show here once your letting agent records them.',
  trade: 'No jobs have been offered to you yet. Your letting agent offers jobs from their maintenance screen.',
};

export function DashboardSummary({ scope }: { scope: RoleScope }) {
  const { data, loading, error, refetch } = useDashboardQuery({ notifyOnNetworkStatusChange: true });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load your dashboard"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  const summary = loading || !data ? null : data.dashboard;
  const note = NOT_YET[scope];
  return (
    <div className="space-y-4">
      {scope === 'tenant' ? <TenancyCard /> : null}
      {scope === 'tenant' ? <TenantRentCard /> : null}
      <div className="grid gap-4 sm:grid-cols-2" aria-busy={summary === null}>
        {scope === 'owner' ? <OwnerRentCard /> : null}
        {CARDS[scope].map((card) => (
          <SummaryCard
            key={card.testId}
            title={card.title}
            description={card.description}
            testId={card.testId}
            count={summary ? card.count(summary) : null}
          />
        ))}
      </div>
      {scope === 'tenant' ? (
        <Link to={paths.maintenance} className={buttonClasses('primary')}>
          Report a repair
        </Link>
      ) : null}
      {note ? <p className="text-sm text-slate-600">{note}</p> : null}
    </div>
  );
}
