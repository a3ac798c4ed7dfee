/**
 * POST /v1/credits: `amount` is whole credits, negative for a correction. A repeated (reason, referenceId)
 * answers the earlier entry instead of recording again, so a retried bug report never credits twice.
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

/** Reasons whose credits a user earns up to a daily cap (a system setting), counted per London day. */
export const DAILY_CAPPED_CREDIT_REASONS = ['bug_report'] as const;
export type DailyCappedCreditReason = (typeof DAILY_CAPPED_CREDIT_REASONS)[number];

/** GET /v1/credits/allowance?reason=: what the caller may still earn today for a capped reason. */
export interface CreditAllowanceQuery {
  reason: DailyCappedCreditReason;
}

export interface CreditAllowanceBody {
  reason: DailyCappedCreditReason;
  dailyCap: number;
  earnedToday: number;
  remainingToday: number;
  /** The next London midnight, when the allowance starts again. */
  resetsAt: string;
}

/**
 * What POST /v1/credits recorded: `awarded` may be less than asked, or 0 with no entry, once a capped reason
 * has reached today's cap; `allowance` is then the user's, after this award.
 */
export interface CreditAwardBody {
  entry: CreditEntryBody | null;
  awarded: number;
  allowance: CreditAllowanceBody | null;
}

/** GET /v1/credits/balance: the caller's own balance. */
export interface CreditBalanceBody {
  balance: number;
}
