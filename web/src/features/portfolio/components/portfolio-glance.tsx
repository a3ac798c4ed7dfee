import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatPence } from '@/lib/format';

import { usePortfolioSummaryQuery, type PortfolioFiguresFragment } from '../api/portfolio.generated';
import { figureLinks } from '../lib/figure-links';
import { formatShare } from '../lib/labels';
import { FigureCard } from './figure-card';

type Audience = 'company' | 'owner';

interface PortfolioGlanceProps {
  audience: Audience;
  /**
   * The page passes the breakdowns (PortfolioDetails) to show every figure; without them the dashboard shows the
   * headline figures and a link here (DASH-01). Passed in, not imported, so the charts load with the page only.
   * Given no figures yet, they draw their own placeholders of the same size.
   */
  details?: ComponentType<{ figures: PortfolioFiguresFragment | null }>;
}

const GRID = 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4';

/** The headline cards' size while loading: label, figure and hint lines as a FigureCard has them. */
function Loading() {
  return (
    <div className={GRID} aria-busy="true" aria-label="Loading the portfolio figures">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-1 h-8 w-16" />
          <Skeleton className="mt-1 h-5 w-32" />
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

/** PORT-01: the portfolio at a glance, of what the caller may see (ISO-02); each figure opens the list behind it. */
export function PortfolioGlance({ audience, details: Details }: PortfolioGlanceProps) {
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
  if (loading || !data) {
    return (
      <div className="space-y-4">
        <Loading />
        {Details ? <Details figures={null} /> : null}
      </div>
    );
  }

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
      {Details ? (
        <Details figures={figures} />
      ) : (
        <Link to={paths.portfolio} className={buttonClasses('secondary')}>
          See the portfolio at a glance
        </Link>
      )}
    </div>
  );
}
