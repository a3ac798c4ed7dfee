import { Link } from 'react-router-dom';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { ComplianceAlertThreshold } from '@/gql/types';
import { formatDate } from '@/lib/format';

import { useOpenComplianceAlertsQuery } from '../api/compliance-alerts.generated';
import { complianceItemLabels } from '../lib/compliance-labels';

/** How many alerts the panel lists; the rest are counted. */
const SHOWN = 8;

/** Most urgent first: lapsed, never recorded, then due within 7 and within 30 days. */
const THRESHOLDS: Record<ComplianceAlertThreshold, { rank: number; label: string; tone: BadgeTone }> = {
  expired: { rank: 0, label: 'Expired', tone: 'danger' },
  missing: { rank: 1, label: 'Missing', tone: 'danger' },
  expiring_7: { rank: 2, label: 'Within 7 days', tone: 'warning' },
  expiring_30: { rank: 3, label: 'Within 30 days', tone: 'info' },
};

/** CMP-03 on the staff dashboard: the open compliance alerts, each linking to its property's Compliance tab. */
export function ComplianceAlertsPanel() {
  // The server orders them by urgency: expired, missing, then due within 7 and within 30 days.
  const { data, loading, error, refetch } = useOpenComplianceAlertsQuery({
    variables: { first: SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.complianceAlerts;
  const alerts = connection?.edges.map((edge) => edge.node) ?? [];

  if (error && !connection) {
    return (
      <ErrorState title="Could not load the compliance alerts" message={error.message} onRetry={() => void refetch()} />
    );
  }
  return (
    <Card aria-labelledby="compliance-alerts-heading">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="compliance-alerts-heading" className="text-lg font-semibold text-slate-900">
          Compliance alerts
        </h2>
        {connection ? (
          <p className="text-sm text-slate-600" data-testid="compliance-alerts-count">
            {connection.totalCount === 1 ? '1 open' : `${connection.totalCount.toLocaleString('en-GB')} open`}
          </p>
        ) : null}
      </div>
      {loading && !connection ? (
        <div className="mt-3 space-y-2" aria-busy="true" aria-label="Loading compliance alerts">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : alerts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No open alerts: no certificate is expired, due within 30 days or missing.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {alerts.map((alert) => {
            const threshold = THRESHOLDS[alert.threshold];
            return (
              <li key={alert.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <Link
                    to={`${paths.property(alert.property.id)}?tab=compliance`}
                    className="font-medium text-brand-700 underline"
                  >
                    {complianceItemLabels[alert.itemType]}
                  </Link>
                  <p className="truncate text-sm text-slate-600">
                    {alert.property.reference} · {alert.property.addressLine1}
                    {alert.expiresOn
                      ? ` · ${alert.threshold === 'expired' ? 'expired' : 'expires'} ${formatDate(alert.expiresOn)}`
                      : ''}
                  </p>
                </div>
                <Badge tone={threshold.tone}>{threshold.label}</Badge>
              </li>
            );
          })}
        </ul>
      )}
      {connection && alerts.length > 0 && connection.totalCount > alerts.length ? (
        <p className="mt-2 text-sm text-slate-600">
          The {alerts.length} most urgent of {connection.totalCount.toLocaleString('en-GB')} are shown.
        </p>
      ) : null}
    </Card>
  );
}
