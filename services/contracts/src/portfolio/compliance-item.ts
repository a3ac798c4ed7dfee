import type {
  ComplianceExemptionReason,
  ComplianceItemType,
  ComplianceProblem,
  ComplianceStatus,
  ComplianceSummary,
} from './compliance';

/**
 * CMP-01: the records of a property's compliance items (certificates, checks, licences and exemptions). Every
 * record is kept as history; the one that counts for a type is the newest, as the portfolio service's rules
 * decide. Dates are calendar dates (`YYYY-MM-DD`) as the certificate states them.
 */

export const COMPLIANCE_REFERENCE_MAX_LENGTH = 100;
export const COMPLIANCE_EXEMPTION_NOTE_MAX_LENGTH = 1000;

/** POST /v1/properties/:propertyId/compliance-items: a certificate, check or licence as issued. */
export interface RecordComplianceItemRequest {
  type: ComplianceItemType;
  /** Not in the future (Europe/London). */
  issuedOn: string;
  /** Later than `issuedOn`; worked out from the item's renewal period when left out. */
  expiresOn?: string | null;
  /** The certificate's or licence's number. */
  reference?: string | null;
  /** The stored certificate file, once documents exist (DOC-01). */
  documentId?: string | null;
}

/** POST /v1/properties/:propertyId/compliance-exemptions: why the property does not need the item. */
export interface MarkComplianceExemptRequest {
  type: ComplianceItemType;
  /** One of the reasons the item offers (`COMPLIANCE_EXEMPTIONS`). */
  reason: ComplianceExemptionReason;
  /** Required with the reason `other`. */
  note?: string | null;
  /** When the exemption ends (a new build's installation certificate, a temporary exemption notice). */
  expiresOn?: string | null;
}

/** One item of a property on a day (CMP-01, CMP-02): its state and the current record it comes from. */
export interface ComplianceItemStateBody {
  type: ComplianceItemType;
  /** The property needs the item now; an item recorded but not needed is listed and not counted. */
  needed: boolean;
  status: ComplianceStatus;
  /** The date the status turns on: recorded, worked out from the renewal period, or a tenancy start. */
  expiresOn: string | null;
  problem: ComplianceProblem | null;
  /** The law behind the rule. */
  basis: string;
  /** The current record; null (and the fields below null) when the item is missing. */
  recordId: string | null;
  issuedOn: string | null;
  reference: string | null;
  documentId: string | null;
  exemptReason: ComplianceExemptionReason | null;
  exemptNote: string | null;
  recordedAt: string | null;
}

/** A property's compliance on `asOf` (today in Europe/London). */
export interface PropertyComplianceBody {
  propertyId: string;
  asOf: string;
  /** Left out of a batch read unless asked (`include=items`): lists need only the summary. */
  items?: ComplianceItemStateBody[];
  summary: ComplianceSummary;
}

export const COMPLIANCE_INCLUDES = ['items'] as const;
export type ComplianceInclude = (typeof COMPLIANCE_INCLUDES)[number];

/** GET /v1/compliance?propertyIds=a,b: the compliance of each property the caller may see, in the order asked. */
export interface ComplianceBatchQuery {
  propertyIds: string;
  include?: ComplianceInclude;
}
