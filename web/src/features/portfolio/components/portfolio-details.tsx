import { Card } from '@/components/ui/card';
import type { MaintenancePriority, PropertyComplianceFilter, PropertyStatus } from '@/gql/types';
import { formatDate, formatPence } from '@/lib/format';

import type { PortfolioFiguresFragment } from '../api/portfolio.generated';
import { figureLinks } from '../lib/figure-links';
import { complianceLabels, priorityLabels, statusLabels } from '../lib/labels';
import { FigureChart, type FigureChartRow } from './figure-chart';

// Tailwind's 700 shades (slate 500/600), each at least 4.5:1 on white; the same meaning keeps the same colour.
const GREEN = '#047857';
const AMBER = '#b45309';
const RED = '#b91c1c';
const BLUE = '#0369a1';
const GREY = '#64748b';
const DARK_GREY = '#475569';

const STATUS_FILLS: Record<PropertyStatus, string> = {
  let: GREEN,
  vacant: AMBER,
  under_offer: BLUE,
  unavailable: GREY,
};
const COMPLIANCE_FILLS: Record<PropertyComplianceFilter, string> = {
  compliant: GREEN,
  expiring: AMBER,
  expired: RED,
  missing: DARK_GREY,
};
const PRIORITY_FILLS: Record<MaintenancePriority, string> = { emergency: RED, urgent: AMBER, routine: BLUE };

const COMPLIANCE_STATES: readonly PropertyComplianceFilter[] = ['compliant', 'expiring', 'expired', 'missing'];
const STATUS_COUNT = Object.keys(statusLabels).length;
const PRIORITY_COUNT = Object.keys(priorityLabels).length;

/** A word or number not known until the figures load, as a placeholder of about its width inside a sentence. */
function Pending({ width }: { width: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-4 ${width} animate-pulse rounded-md bg-slate-200 align-middle`}
    />
  );
}

function statusRows(figures: PortfolioFiguresFragment): FigureChartRow[] {
  return figures.byStatus.map(({ status, count }) => ({
    key: status,
    label: statusLabels[status],
    count,
    to: figureLinks.status(status),
    fill: STATUS_FILLS[status],
  }));
}

function complianceRows({ compliance }: PortfolioFiguresFragment): FigureChartRow[] {
  const counts: Record<PropertyComplianceFilter, number> = {
    compliant: compliance.fullyCompliant,
    expiring: compliance.expiring,
    expired: compliance.expired,
    missing: compliance.missing,
  };
  return COMPLIANCE_STATES.map((state) => ({
    key: state,
    label: complianceLabels[state],
    count: counts[state],
    to: figureLinks.compliance(state),
    fill: COMPLIANCE_FILLS[state],
  }));
}

function priorityRows(figures: PortfolioFiguresFragment): FigureChartRow[] {
  return figures.openRepairsByPriority.map(({ priority, count }) => ({
    key: priority,
    label: priorityLabels[priority],
    count,
    to: figureLinks.priority(priority),
    fill: PRIORITY_FILLS[priority],
  }));
}

function Arrears({ figures }: { figures: PortfolioFiguresFragment | null }) {
  if (!figures) {
    return (
      <p className="mt-2 text-sm">
        <Pending width="w-32" />
      </p>
    );
  }
  return figures.arrearsTotalPence == null ? (
    <p data-testid="figure-arrears" className="mt-2 text-sm text-slate-600">
      No arrears figure is available, so none is shown rather than a guess.
    </p>
  ) : (
    <p data-testid="figure-arrears" className="mt-2 text-2xl font-semibold text-slate-900">
      {formatPence(figures.arrearsTotalPence)}
    </p>
  );
}

/**
 * PORT-01's breakdowns on /portfolio: properties by status, compliance state and open repairs by priority as charts
 * with their tables, and arrears. Given no figures (still loading) it draws placeholders of the same size.
 * Only the portfolio route imports this, so the chart library loads with that page and nowhere else.
 */
export function PortfolioDetails({ figures }: { figures: PortfolioFiguresFragment | null }) {
  const repairCount = figures?.openRepairCount;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <FigureChart
          id="status-chart"
          title="Properties by status"
          description="Properties in use; archived ones are left out."
          categoryHeader="Status"
          countHeader="Properties"
          total={figures?.propertyCount ?? null}
          rows={figures ? statusRows(figures) : null}
          rowCount={STATUS_COUNT}
        />
      </Card>
      <Card>
        <FigureChart
          id="compliance-chart"
          title="Compliance"
          description={
            <>
              Each property counted once, by its most urgent item, on{' '}
              {figures ? formatDate(figures.asOf) : <Pending width="w-20" />}. Expiring means within 30 days.
            </>
          }
          categoryHeader="State"
          countHeader="Properties"
          total={figures?.propertyCount ?? null}
          rows={figures ? complianceRows(figures) : null}
          rowCount={COMPLIANCE_STATES.length}
        />
      </Card>
      <Card>
        <FigureChart
          id="repairs-chart"
          title="Open repairs by priority"
          description={
            repairCount == null ? (
              <>
                <Pending width="w-16" /> not yet done.
              </>
            ) : (
              `${repairCount === 1 ? '1 repair' : `${repairCount} repairs`} not yet done.`
            )
          }
          categoryHeader="Priority"
          countHeader="Repairs"
          total={repairCount ?? null}
          rows={figures ? priorityRows(figures) : null}
          rowCount={PRIORITY_COUNT}
        />
      </Card>
      <Card aria-labelledby="arrears-heading">
        <h2 id="arrears-heading" className="font-semibold text-slate-900">
          Arrears
        </h2>
        <Arrears figures={figures} />
      </Card>
    </div>
  );
}
