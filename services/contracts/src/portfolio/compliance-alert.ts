import type { PageQuery } from '../common';
import type { ComplianceItemType } from './compliance';

/**
 * CMP-03: alerts a daily job raises for a property's compliance items, each once per item, expiry date and
 * threshold: `expiring_30` when the expiry date is 30 days away or less, `expiring_7` at 7 days or less,
 * `expired` from the expiry date on (the day itself included), `missing` for an item the property needs and has
 * no record of (no expiry date then). Days are counted in Europe/London.
 */
export const COMPLIANCE_ALERT_THRESHOLDS = ['expiring_30', 'expiring_7', 'expired', 'missing'] as const;
export type ComplianceAlertThreshold = (typeof COMPLIANCE_ALERT_THRESHOLDS)[number];

/**
 * Why an alert was closed: a newer certificate recorded, an exemption marked, the property archived, the item
 * no longer needed by the property's facts, or a later threshold of the same expiry raised in its place.
 */
export const COMPLIANCE_ALERT_CLOSE_REASONS = ['renewed', 'exempted', 'archived', 'not_needed', 'superseded'] as const;
export type ComplianceAlertCloseReason = (typeof COMPLIANCE_ALERT_CLOSE_REASONS)[number];

export interface ComplianceAlertPropertyBody {
  id: string;
  reference: string;
  addressLine1: string;
}

export interface ComplianceAlertBody {
  id: string;
  property: ComplianceAlertPropertyBody;
  itemType: ComplianceItemType;
  threshold: ComplianceAlertThreshold;
  /** The calendar date (YYYY-MM-DD) the alert is about; null for a missing item. */
  expiresOn: string | null;
  raisedAt: string;
  closedAt: string | null;
  closeReason: ComplianceAlertCloseReason | null;
}

/**
 * The list's order: `newest` raised first, or `urgency`: expired (longest overdue first), missing, then due
 * within 7 and within 30 days (soonest first).
 */
export const COMPLIANCE_ALERT_ORDERS = ['newest', 'urgency'] as const;
export type ComplianceAlertOrder = (typeof COMPLIANCE_ALERT_ORDERS)[number];

/** GET /v1/compliance-alerts: keyset paged, newest first unless asked otherwise. */
export interface ComplianceAlertQuery extends PageQuery {
  order?: ComplianceAlertOrder;
  /** `true`: only open alerts; `false`: only closed ones; absent: both. */
  open?: boolean;
  propertyId?: string;
}

/** What one run of the scan did, for its log line and tests. */
export interface ComplianceAlertScanResult {
  companies: number;
  raised: number;
  closed: number;
}
