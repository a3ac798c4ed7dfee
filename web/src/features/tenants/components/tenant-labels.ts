import type { BadgeTone } from '@/components/ui/badge';
import type { RightToRentMethod, RightToRentState, TenantPortalAccess, TenantStatus } from '@/gql/types';
import { formatDate } from '@/lib/format';

export const tenantStatusLabels: Record<TenantStatus, { label: string; tone: BadgeTone }> = {
  applicant: { label: 'Applicant', tone: 'info' },
  current: { label: 'Current', tone: 'success' },
  former: { label: 'Former', tone: 'neutral' },
};

/** The status filter's option names. */
export const tenantStatusNames: Record<TenantStatus, string> = {
  applicant: 'Applicants',
  current: 'Current tenants',
  former: 'Former tenants',
};

/** TEN-02 at a glance: what needs doing shows amber or red. */
export const rightToRentLabels: Record<RightToRentState, { label: string; tone: BadgeTone }> = {
  valid: { label: 'Right to Rent checked', tone: 'success' },
  expiring: { label: 'Right to Rent expiring', tone: 'warning' },
  expired: { label: 'Right to Rent expired', tone: 'danger' },
  not_checked: { label: 'Right to Rent not checked', tone: 'danger' },
  not_required: { label: 'No Right to Rent check needed', tone: 'neutral' },
};

export const rightToRentMethodLabels: Record<RightToRentMethod, string> = {
  manual_document: 'Document seen in person',
  online_share_code: 'Online share code',
  idvt: 'Identity service (IDVT)',
};

export const portalAccessLabels: Record<TenantPortalAccess, string> = {
  none: 'Not invited',
  invited: 'Invited, not signed up yet',
  active: 'Has a login',
};

/** "Ends 21 Dec 2026" for a time-limited right, with its alert date once it is expiring (TEN-02). */
export function rightToRentDetail(rightToRent: {
  state: RightToRentState;
  alertDate?: string | null;
  latestCheck?: { expiresOn?: string | null } | null;
}): string | null {
  const expiresOn = rightToRent.latestCheck?.expiresOn;
  if (!expiresOn || rightToRent.state === 'not_required') return null;
  if (rightToRent.state === 'expired') return `Ended ${formatDate(expiresOn)}`;
  if (rightToRent.state === 'expiring' && rightToRent.alertDate) {
    return `Ends ${formatDate(expiresOn)}: check again (alert since ${formatDate(rightToRent.alertDate)})`;
  }
  return `Time-limited: ends ${formatDate(expiresOn)}`;
}

export const tenantName = (tenant: { firstName: string; lastName: string }) => `${tenant.firstName} ${tenant.lastName}`;
