import type { ComplianceAlertCloseReason, ComplianceAlertThreshold, ComplianceItemStateBody } from '@pm/contracts';
import { type CalendarDate, daysBetween } from './calendar-date';

/** CMP-03: the days before the expiry date at which an alert is raised, most distant first. */
const EXPIRING_THRESHOLDS: readonly { within: number; threshold: ComplianceAlertThreshold }[] = [
  { within: 7, threshold: 'expiring_7' },
  { within: 30, threshold: 'expiring_30' },
];

/** How urgent each threshold is; the scan closes a less urgent alert of the same expiry as superseded. */
const THRESHOLD_URGENCY: Readonly<Record<ComplianceAlertThreshold, number>> = {
  expiring_30: 1,
  expiring_7: 2,
  missing: 3,
  expired: 4,
};

export interface WantedAlert {
  threshold: ComplianceAlertThreshold;
  expiryDate: CalendarDate | null;
}

/**
 * CMP-03: the alert an item's state calls for on `today` (Europe/London), or null.
 * - Not needed: none (an item recorded but no longer needed is not the agency's concern).
 * - Needed with no record: `missing`. The compliance tab already shows it as missing (CMP-02), and a needed
 *   certificate that was never recorded is at least as urgent as one that lapsed; without it a new property
 *   without its gas safety record would never raise anything.
 * - An exemption in force, or no date the item turns on: none.
 * - The expiry date today or earlier: `expired` (the day itself counts, as for the status); 1 to 7 days ahead:
 *   `expiring_7`; 8 to 30 days: `expiring_30`; 31 days or more: none.
 */
export function alertFor(
  item: Pick<ComplianceItemStateBody, 'needed' | 'status' | 'expiresOn' | 'recordId'>,
  today: CalendarDate,
): WantedAlert | null {
  if (!item.needed) return null;
  if (item.recordId === null) return { threshold: 'missing', expiryDate: null };
  if (item.status === 'exempt' || item.expiresOn === null) return null;
  const daysLeft = daysBetween(today, item.expiresOn);
  if (daysLeft <= 0) return { threshold: 'expired', expiryDate: item.expiresOn };
  const expiring = EXPIRING_THRESHOLDS.find(({ within }) => daysLeft <= within);
  return expiring ? { threshold: expiring.threshold, expiryDate: item.expiresOn } : null;
}

/** Why an open alert no longer stands, or null while it does. */
export function closeReasonFor(
  alert: WantedAlert,
  item: Pick<ComplianceItemStateBody, 'needed' | 'status'> | undefined,
  wanted: WantedAlert | null,
): ComplianceAlertCloseReason | null {
  if (!item?.needed) return 'not_needed';
  if (item.status === 'exempt') return 'exempted';
  if (wanted && wanted.threshold === alert.threshold && wanted.expiryDate === alert.expiryDate) return null;
  if (wanted && wanted.expiryDate !== null && wanted.expiryDate === alert.expiryDate) {
    // The same expiry date, further on: the more urgent alert takes this one's place.
    return THRESHOLD_URGENCY[wanted.threshold] > THRESHOLD_URGENCY[alert.threshold] ? 'superseded' : null;
  }
  // Another record counts now: a newer certificate (or the first one of a missing item).
  return 'renewed';
}
