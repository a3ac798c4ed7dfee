import {
  COMPLIANCE_EXEMPTIONS,
  COMPLIANCE_STATUSES,
  EPC_RATINGS,
  type ComplianceExemptionReason,
  type ComplianceItemType,
  type ComplianceProblem,
  type ComplianceStatus,
  type ComplianceSummary,
  type Nation,
} from '@pm/contracts';
import { addMonths, type CalendarDate, daysBetween } from './calendar-date';
import type { ComplianceRule, PropertyFacts, Renewal } from './compliance-rule';
import { ENGLAND_RULES } from './england';
import { complianceStatus, type ItemDates } from './item-status';
import { NORTHERN_IRELAND_RULES } from './northern-ireland';
import { SCOTLAND_RULES } from './scotland';
import { WALES_RULES } from './wales';

const RULES: Readonly<Record<Nation, readonly ComplianceRule[]>> = {
  england: ENGLAND_RULES,
  wales: WALES_RULES,
  scotland: SCOTLAND_RULES,
  northern_ireland: NORTHERN_IRELAND_RULES,
};

/** Every item's rule in a nation, in the order the compliance tab lists them. */
export function complianceRules(nation: Nation): readonly ComplianceRule[] {
  return RULES[nation];
}

/** CMP-02: the items a property needs, from its facts and nation. */
export function requiredItems(facts: PropertyFacts): ComplianceRule[] {
  return RULES[facts.nation].filter((rule) => rule.needs(facts));
}

/**
 * A check renewed at each tenancy start counts for a tenancy when it was done on or after the start, or at
 * most this many days before it (the void before move-in). The law asks for working alarms on the day the
 * tenancy begins; the window is the product's, so that a check from an earlier tenancy is not taken for one.
 */
const TENANCY_CHECK_LEAD_DAYS = 30;

/** An item as recorded for a property; the caller's own record type (with its id) comes back in the assessment. */
export interface ComplianceRecord extends ItemDates {
  type: ComplianceItemType;
}

interface ComplianceItemAssessment<R extends ComplianceRecord> {
  type: ComplianceItemType;
  /** The property needs the item now; an item recorded but not needed is listed and not counted. */
  needed: boolean;
  status: ComplianceStatus;
  /**
   * The date the status turns on: the expiry date recorded or worked out from the renewal period, or for an
   * item renewed at each tenancy start, the start of a tenancy its check does not cover. Null when none.
   */
  dueDate: CalendarDate | null;
  problem: ComplianceProblem | null;
  /** The record the status comes from (the current one of its type); null when missing. */
  record: R | null;
  /** The law behind the rule, to show with the item. */
  basis: string;
}

export interface PropertyCompliance<R extends ComplianceRecord> {
  items: ComplianceItemAssessment<R>[];
  summary: ComplianceSummary;
}

/** Higher is worse: the summary gives the worst state among the needed items. */
const SEVERITY: Readonly<Record<ComplianceStatus, number>> = {
  exempt: 0,
  valid: 1,
  expiring: 2,
  missing: 3,
  expired: 4,
};

const worse = (a: ComplianceStatus, b: ComplianceStatus): ComplianceStatus => (SEVERITY[b] > SEVERITY[a] ? b : a);

/**
 * The record of a type that counts: the one issued last; a record without an issued date (an exemption, say)
 * is compared by position, so the caller passes records in the order they were recorded, oldest first.
 */
function currentRecord<R extends ComplianceRecord>(records: readonly R[]): R | null {
  let current: R | null = null;
  for (const record of records) {
    if (!current || !record.issuedDate || !current.issuedDate || record.issuedDate >= current.issuedDate) {
      current = record;
    }
  }
  return current;
}

/**
 * The expiry date a record without one of its own gets from its renewal period. With an early-renewal window
 * (gas safety in Great Britain, reg. 36A), a check done within the window before the previous expiry date
 * runs from that date instead of from the day it was done.
 */
function renewedExpiry(
  renewal: Extract<Renewal, { every: 'months' }>,
  issued: CalendarDate,
  previousExpiry: CalendarDate | null,
): CalendarDate {
  const early = renewal.earlyMonths;
  if (early && previousExpiry && issued <= previousExpiry && issued > addMonths(previousExpiry, -early)) {
    return addMonths(previousExpiry, renewal.months);
  }
  return addMonths(issued, renewal.months);
}

/** An exemption counts only for an item that offers it (a listed building exempts no gas safety check). */
function exemptionOf(rule: ComplianceRule, record: ComplianceRecord): ComplianceExemptionReason | null {
  return record.exemptReason && COMPLIANCE_EXEMPTIONS[rule.type].includes(record.exemptReason)
    ? record.exemptReason
    : null;
}

/** Expiry dates of a type's dated certificates, worked out in issue order so each can see the one before. */
function expiriesByRecord<R extends ComplianceRecord>(
  rule: ComplianceRule,
  renewal: Extract<Renewal, { every: 'months' }>,
  records: readonly R[],
): Map<R, CalendarDate> {
  const dated = records
    .flatMap((record) =>
      record.issuedDate && !exemptionOf(rule, record) ? [{ record, issued: record.issuedDate }] : [],
    )
    .sort((a, b) => daysBetween(b.issued, a.issued));
  const expiries = new Map<R, CalendarDate>();
  let previous: CalendarDate | null = null;
  for (const { record, issued } of dated) {
    previous = record.expiryDate ?? renewedExpiry(renewal, issued, previous);
    expiries.set(record, previous);
  }
  return expiries;
}

function dueDateOf<R extends ComplianceRecord>(
  rule: ComplianceRule,
  record: R,
  records: readonly R[],
  facts: PropertyFacts,
): CalendarDate | null {
  if (record.expiryDate !== null || exemptionOf(rule, record) || record.issuedDate === null) return record.expiryDate;
  if (rule.renewal.every === 'months') return expiriesByRecord(rule, rule.renewal, records).get(record) ?? null;
  const start = facts.tenancyStartDate;
  return start !== null && daysBetween(record.issuedDate, start) > TENANCY_CHECK_LEAD_DAYS ? start : null;
}

function belowMinimumEpc(rule: ComplianceRule, facts: PropertyFacts): boolean {
  if (!rule.minimumEpcRating || !facts.epcRating || facts.epcMinimumExempt) return false;
  return EPC_RATINGS.indexOf(facts.epcRating) > EPC_RATINGS.indexOf(rule.minimumEpcRating);
}

function assessItem<R extends ComplianceRecord>(
  rule: ComplianceRule,
  needed: boolean,
  records: readonly R[],
  facts: PropertyFacts,
  today: CalendarDate,
): ComplianceItemAssessment<R> {
  const record = currentRecord(records);
  const dueDate = record ? dueDateOf(rule, record, records, facts) : null;
  let status = complianceStatus(
    record && { issuedDate: record.issuedDate, expiryDate: dueDate, exemptReason: exemptionOf(rule, record) },
    today,
  );
  let problem: ComplianceProblem | null = null;
  // MEES: an EPC in date but rated below the minimum does not let the property be let; the lettable EPC is missing.
  if (needed && status !== 'exempt' && belowMinimumEpc(rule, facts)) {
    problem = 'epc_below_minimum';
    status = worse(status, 'missing');
  }
  return { type: rule.type, needed, status, dueDate, problem, record, basis: rule.basis };
}

/**
 * CMP-01, CMP-02: every item the property needs, with the status of its current record (`missing` when none),
 * plus items recorded that it no longer needs (shown, not counted), and a summary of the needed items.
 * `today` is a calendar date in Europe/London (`londonToday()`); `records` are the property's recorded items,
 * oldest first.
 */
export function assessCompliance<R extends ComplianceRecord>(
  facts: PropertyFacts,
  records: readonly R[],
  today: CalendarDate,
): PropertyCompliance<R> {
  const items: ComplianceItemAssessment<R>[] = [];
  for (const rule of RULES[facts.nation]) {
    const needed = rule.needs(facts);
    const ofType = records.filter((record) => record.type === rule.type);
    if (needed || ofType.length > 0) items.push(assessItem(rule, needed, ofType, facts, today));
  }
  const counts = Object.fromEntries(COMPLIANCE_STATUSES.map((status) => [status, 0])) as Record<
    ComplianceStatus,
    number
  >;
  let worst: ComplianceStatus | null = null;
  for (const item of items) {
    if (!item.needed) continue;
    counts[item.status] += 1;
    worst = worst ? worse(worst, item.status) : item.status;
  }
  return { items, summary: { worst: worst ?? 'valid', counts } };
}
