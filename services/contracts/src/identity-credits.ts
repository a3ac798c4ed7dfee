/* ---------------------------------------------------------- credit ledger */

/**
 * POST /v1/credits (caller required): one ledger entry for a user of the caller's company.
 * `amount` is a whole number of credits and may be negative (a correction). An entry with the same
 * (reason, referenceId) as an earlier one is not recorded again: the earlier entry is answered, so a
 * bug report never credits twice however often the call is retried.
 */
export interface CreateCreditEntryRequest {
  userId: string;
  amount: number;
  /** Lower-case snake case, e.g. 'bug_report'. */
  reason: string;
  /** What earned the credit (e.g. the bug report id); null for manual adjustments, which never dedupe. */
  referenceId?: string | null;
}

export interface CreditEntryBody {
  id: string;
  companyId: string;
  userId: string;
  amount: number;
  reason: string;
  referenceId: string | null;
  createdAt: string;
}

/** GET /v1/credits/balance: the caller's own balance. */
export interface CreditBalanceBody {
  balance: number;
}

/* -------------------------------------------------------- system settings */

/** GET /v1/settings/public (no caller needed): the settings the public site and widgets read. */
export interface PublicSettingsBody {
  /** International format without '+', digits only (wa.me links). */
  whatsappNumber: string;
  /** Where the support bot page is served: a path of this site or an https URL of an external provider. */
  supportBotUrl: string;
  /** Credits awarded for each bug report. */
  bugReportCredits: number;
}

/** PATCH /v1/settings (superuser only): any subset, at least one key. Answers the new PublicSettingsBody. */
export type UpdateSettingsRequest = Partial<PublicSettingsBody>;

/** POST /v1/rate-limits/hits: count one attempt against a throttler key (the bff's login and contact limits). */
export interface RateLimitHitRequest {
  key: string;
  ttlMs: number;
  limit: number;
  /** How long a key over its limit stays refused; 0: until its window ends. */
  blockMs: number;
}

/** The counter after the hit, as @nestjs/throttler's storage answers it (times in whole seconds). */
export interface RateLimitHitBody {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}
