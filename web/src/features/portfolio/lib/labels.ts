import type { MaintenancePriority, PropertyComplianceFilter, PropertyStatus } from '@/gql/types';

export const statusLabels: Record<PropertyStatus, string> = {
  let: 'Let',
  vacant: 'Vacant',
  under_offer: 'Under offer',
  unavailable: 'Unavailable',
};

export const priorityLabels: Record<MaintenancePriority, string> = {
  emergency: 'Emergency',
  urgent: 'Urgent',
  routine: 'Routine',
};

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });

/** 0.6667 -> '67%'; a share of nothing is shown as a dash, never as 0%. */
export function formatShare(share: number | null | undefined): string {
  return share == null ? '–' : percent.format(share);
}

/** The compliance states PORT-01 counts, each property once by its most urgent item (CMP-01). */
export const complianceLabels: Record<PropertyComplianceFilter, string> = {
  compliant: 'Fully compliant',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing an item',
};
