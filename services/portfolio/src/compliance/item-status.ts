import type { ComplianceExemptionReason, ComplianceStatus } from '@pm/contracts';
import { type CalendarDate, daysBetween } from './calendar-date';

/** CMP-01: an item is expiring when its expiry date is at most this many days ahead. */
const EXPIRING_WITHIN_DAYS = 30;

/** What a recorded item (a certificate, a check, a licence or an exemption) says about itself. */
export interface ItemDates {
  issuedDate: CalendarDate | null;
  /** The first day the item no longer counts (the date a certificate gives for the next check or renewal). */
  expiryDate: CalendarDate | null;
  exemptReason: ComplianceExemptionReason | null;
}

/**
 * CMP-01: an item's status on `today` (a calendar date in Europe/London, see `londonToday`).
 *
 * - No record: `missing`.
 * - An expiry date today or earlier: `expired`. CMP-01 speaks of an item "expired today", and a certificate's
 *   date is the day the next check or renewal falls due, so on that day the old one no longer covers the
 *   property.
 * - An expiry date 1 to 30 days ahead (exactly 30 included): `expiring`; 31 days or more: `valid`.
 * - An exemption: `exempt`, until its own expiry date if it has one (then expiring and expired like any item).
 * - No expiry date: `valid` when it was issued (an item renewed at each tenancy start, say), `missing` when the
 *   record carries neither a date nor an exemption, as it proves nothing.
 */
export function complianceStatus(item: ItemDates | null, today: CalendarDate): ComplianceStatus {
  if (!item) return 'missing';
  const inForce: ComplianceStatus = item.exemptReason ? 'exempt' : 'valid';
  if (item.expiryDate === null) return item.exemptReason || item.issuedDate ? inForce : 'missing';
  const daysLeft = daysBetween(today, item.expiryDate);
  if (daysLeft <= 0) return 'expired';
  return daysLeft <= EXPIRING_WITHIN_DAYS ? 'expiring' : inForce;
}
