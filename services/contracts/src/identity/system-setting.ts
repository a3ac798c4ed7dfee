/** The company that runs the platform, as the terms, the privacy notice and the footer name it. */
export interface OperatorDetails {
  /** The registered company name (Companies House). */
  operatorLegalName: string;
  /** 8 characters: 8 digits, or 2 letters and 6 digits (SC123456, NI123456, OC123456). */
  operatorCompanyNumber: string;
  /** The registered office address, one line per part. */
  operatorAddress: string;
}

/** GET /v1/settings/public (no caller needed): the settings the public site and widgets read. */
export interface PublicSettingsBody extends OperatorDetails {
  /** International format without '+', digits only (wa.me links). */
  whatsappNumber: string;
  /** Where the support bot page is served: a path of this site or an https URL of an external provider. */
  supportBotUrl: string;
  bugReportCredits: number;
}

/** GET /v1/settings (staff): every setting, the public ones and the limits only the platform needs. */
export interface SystemSettingsBody extends PublicSettingsBody {
  /** The most credits one user earns by bug reports in one day (London time); reports past it earn none. */
  bugReportDailyCreditCap: number;
}

/** PATCH /v1/settings (superuser only): any subset, at least one key. Answers the new SystemSettingsBody. */
export type UpdateSettingsRequest = Partial<SystemSettingsBody>;

/** Limits of the operator's details, shared by identity's checks and the admin form. */
export const OPERATOR_LIMITS = {
  legalNameMaxLength: 160,
  addressMaxLength: 300,
} as const;

/**
 * A Companies House number: 8 digits (England and Wales, zero-padded) or a 2-letter prefix and 6 digits
 * (SC Scotland, NI Northern Ireland, OC LLPs, ...).
 */
export const COMPANY_NUMBER_PATTERN = /^([0-9]{8}|[A-Z]{2}[0-9]{6})$/;
