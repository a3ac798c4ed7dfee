import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate, formatPence } from '@/lib/format';

import { usePortfolioSummaryQuery, type PortfolioFiguresFragment } from '../api/portfolio.generated';
import { figureLinks } from '../lib/figure-links';
import { formatShare, priorityLabels } from '../lib/labels';
import { FigureCard } from './figure-card';
import { StatusChart } from './status-chart';

type Audience = 'company' | 'owner';

interface PortfolioGlanceProps {
  audience: Audience;
  /** The dashboard shows the headline figures and a link here; the page shows every figure (DASH-01). */
  variant: 'page' | 'dashboard';
}

const GRID = 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4';

function Loading() {
  return (
    <div className={GRID} aria-busy="true" aria-label="Loading the portfolio figures">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="p-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-3 h-7 w-16" />
        </Card>
      ))}
    </div>
  );
}

function Headline({ figures, audience }: { figures: PortfolioFiguresFragment; audience: Audience }) {
  const { compliance } = figures;
  return (
    <div className={GRID}>
      <FigureCard
        label={audience === 'owner' ? 'Your properties' : 'Properties'}
        value={figures.propertyCount}
        hint="In use, archived ones left out"
        to={figureLinks.properties}
        testId="figure-properties"
      />
      <FigureCard
        label="Occupancy"
        value={formatShare(figures.occupancyRate)}
        hint="Let, of all properties in use"
        to={figureLinks.status('let')}
        testId="figure-occupancy"
      />
      <FigureCard
        label="Monthly rent roll"
        value={formatPence(figures.rentRollPencePerMonth)}
        hint="The rent of the let properties"
        to={figureLinks.status('let')}
        testId="figure-rent-roll"
      />
      <FigureCard
        label="Fully compliant"
        value={formatShare(compliance.fullyCompliantShare)}
        hint={`${compliance.fullyCompliant} of ${figures.propertyCount} properties`}
        to={figureLinks.compliance('compliant')}
        testId="figure-compliant"
      />
    </div>
  );
}

function Details({ figures }: { figures: PortfolioFiguresFragment }) {
  const { compliance } = figures;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="compliance-heading">
          <h2 id="compliance-heading" className="font-semibold text-slate-900">
            Compliance
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Each property counted once, by its most urgent item, on {formatDate(figures.asOf)}.
          </p>
          <div className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
            <FigureCard
              label="Expiring within 30 days"
              value={compliance.expiring}
              to={figureLinks.compliance('expiring')}
              testId="figure-expiring"
            />
            <FigureCard
              label="Expired"
              value={compliance.expired}
              to={figureLinks.compliance('expired')}
              testId="figure-expired"
            />
            <FigureCard
              label="Missing an item"
              value={compliance.missing}
              to={figureLinks.compliance('missing')}
              testId="figure-missing"
            />
          </div>
        </Card>
        <Card aria-labelledby="repairs-heading">
          <h2 id="repairs-heading" className="font-semibold text-slate-900">
            Open repairs
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {figures.openRepairCount === 1 ? '1 repair' : `${figures.openRepairCount} repairs`} not yet done.
          </p>
          <div className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
            {figures.openRepairsByPriority.map(({ priority, count }) => (
              <FigureCard
                key={priority}
                label={priorityLabels[priority]}
                value={count}
                to={figureLinks.priority(priority)}
                testId={`figure-repairs-${priority}`}
              />
            ))}
          </div>
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <StatusChart figures={figures} />
        </Card>
        <Card aria-labelledby="arrears-heading">
          <h2 id="arrears-heading" className="font-semibold text-slate-900">
            Arrears
          </h2>
          {figures.arrearsTotalPence == null ? (
            <p data-testid="figure-arrears" className="mt-2 text-sm text-slate-600">
              Recorded once rent is tracked. Rent payments are not recorded yet, so no arrears figure is shown rather
              than a guess.
            </p>
          ) : (
            <p data-testid="figure-arrears" className="mt-2 text-2xl font-semibold text-slate-900">
              {formatPence(figures.arrearsTotalPence)}
            </p>
          )}
        </Card>
      </div>
    </>
  );
}

/** PORT-01: the portfolio at a glance, of what the caller may see (ISO-02); each figure opens the list behind it. */
export function PortfolioGlance({ audience, variant }: PortfolioGlanceProps) {
  const { data, loading, error, refetch } = usePortfolioSummaryQuery({ notifyOnNetworkStatusChange: true });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load the portfolio figures"
        message={error.message}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (loading || !data) return <Loading />;

  const figures = data.portfolioSummary;
  if (figures.propertyCount === 0) {
    return (
      <EmptyState title={audience === 'owner' ? 'No properties of yours yet' : 'No properties yet'}>
        {audience === 'owner' ? (
          'Your figures show here once your letting agent links your properties to your login.'
        ) : (
          <>
            The figures show here once you add properties.{' '}
            <Link to={paths.properties} className="font-medium text-brand-700 underline">
              Go to properties
            </Link>
          </>
        )}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-4">
      <Headline figures={figures} audience={audience} />
      {variant === 'page' ? (
        <Details figures={figures} />
      ) : (
        <Link to={paths.portfolio} className={buttonClasses('secondary')}>
          See the portfolio at a glance
        </Link>
      )}
    </div>
  );
}
