import { Injectable } from '@nestjs/common';
import {
  DAILY_CAPPED_CREDIT_REASONS,
  type CallerContext,
  type CreateCreditEntryRequest,
  type CreditAllowanceBody,
  type CreditBalanceBody,
  type CreditEntryBody,
  type DailyCappedCreditReason,
  type SystemSettingsBody,
} from '@pm/contracts';
import { Db } from '@pm/kit';
import { SystemSettingsService } from '../system-settings/system-settings.service';
import { UserEntity } from '../users/user.entity';
import { userNotFound } from '../users/users.errors';
import { CreditEntryEntity } from './credit-entry.entity';
import { creditReferenceTaken } from './credits.errors';

const toCreditEntryBody = (entry: CreditEntryEntity): CreditEntryBody => ({
  id: entry.id,
  companyId: entry.companyId,
  userId: entry.userId,
  amount: entry.amount,
  reason: entry.reason,
  referenceId: entry.referenceId,
  createdAt: entry.createdAt.toISOString(),
});

export interface RecordedCredit {
  /** Null when a capped reason had nothing left to award today. */
  entry: CreditEntryBody | null;
  /** False when nothing new was recorded: the (reason, referenceId) was already, or the cap was reached. */
  created: boolean;
  awarded: number;
  allowance: CreditAllowanceBody | null;
}

/** The setting that caps each capped reason. */
const DAILY_CAP_SETTING: Record<DailyCappedCreditReason, keyof SystemSettingsBody> = {
  bug_report: 'bugReportDailyCreditCap',
};

const isDailyCapped = (reason: string): reason is DailyCappedCreditReason =>
  (DAILY_CAPPED_CREDIT_REASONS as readonly string[]).includes(reason);

/** A UK product's day: it starts at midnight in London, summer time or not. */
const LONDON_DAY_START = `date_trunc('day', clock_timestamp() AT TIME ZONE 'Europe/London') AT TIME ZONE 'Europe/London'`;
const LONDON_NEXT_DAY_START = `(date_trunc('day', clock_timestamp() AT TIME ZONE 'Europe/London') + interval '1 day') AT TIME ZONE 'Europe/London'`;

@Injectable()
export class CreditsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SystemSettingsService,
  ) {}

  private get entries() {
    return this.db.repository(CreditEntryEntity);
  }

  /**
   * Another company's user is "not found". A repeated (reason, referenceId) answers the recorded entry
   * instead of crediting again, so callers may retry; the unique index decides races. A reason with a daily
   * cap (bug reports) is awarded only what is left of the user's cap today, possibly nothing.
   */
  async record(caller: CallerContext, request: CreateCreditEntryRequest): Promise<RecordedCredit> {
    const user = await this.entries.manager.findOneBy(UserEntity, {
      id: request.userId,
      companyId: caller.companyId,
    });
    if (!user) throw userNotFound();
    if (isDailyCapped(request.reason) && request.amount > 0) return this.recordCapped(user, request, request.reason);
    const entry = await this.insert(user, request, request.amount);
    if (entry) return { entry, created: true, awarded: entry.amount, allowance: null };
    const earlier = await this.earlier(user, request);
    if (earlier.amount !== request.amount) throw creditReferenceTaken();
    return { entry: earlier, created: false, awarded: earlier.amount, allowance: null };
  }

  /**
   * Awards run one at a time per user and reason (a transaction-scoped lock), so concurrent reports see each
   * other's credits and together never pass the cap.
   */
  private async recordCapped(
    user: UserEntity,
    request: CreateCreditEntryRequest,
    reason: DailyCappedCreditReason,
  ): Promise<RecordedCredit> {
    await this.entries.manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `credit-cap:${reason}:${user.id}`,
    ]);
    const referenceId = request.referenceId ?? null;
    if (referenceId && (await this.entries.existsBy({ reason, referenceId }))) {
      // A retry: the award already made, however much the cap let it be.
      const earlier = await this.earlier(user, request);
      if (earlier.amount > request.amount) throw creditReferenceTaken();
      return {
        entry: earlier,
        created: false,
        awarded: earlier.amount,
        allowance: await this.allowanceOf(user, reason),
      };
    }
    const before = await this.allowanceOf(user, reason);
    const amount = Math.min(request.amount, before.remainingToday);
    if (amount <= 0) return { entry: null, created: false, awarded: 0, allowance: before };
    const entry = await this.insert(user, request, amount);
    if (!entry) throw creditReferenceTaken();
    const allowance = {
      ...before,
      earnedToday: before.earnedToday + amount,
      remainingToday: before.remainingToday - amount,
    };
    return { entry, created: true, awarded: amount, allowance };
  }

  /** What the caller may still earn today for a capped reason. */
  allowance(caller: CallerContext, reason: DailyCappedCreditReason): Promise<CreditAllowanceBody> {
    return this.allowanceOf({ id: caller.userId, companyId: caller.companyId }, reason);
  }

  /** Corrections (negative entries) give no allowance back: only what was earned today counts. */
  private async allowanceOf(
    user: Pick<UserEntity, 'id' | 'companyId'>,
    reason: DailyCappedCreditReason,
  ): Promise<CreditAllowanceBody> {
    const dailyCap = (await this.settings.settings())[DAILY_CAP_SETTING[reason]] as number;
    const [row] = (await this.entries.manager.query(
      `SELECT COALESCE(SUM("amount") FILTER (WHERE "created_at" >= ${LONDON_DAY_START}), 0)::int AS earned,
              ${LONDON_NEXT_DAY_START} AS resets_at
         FROM "identity"."credit_entry"
        WHERE "company_id" = $1 AND "user_id" = $2 AND "reason" = $3 AND "amount" > 0`,
      [user.companyId, user.id, reason],
    )) as { earned: number; resets_at: Date }[];
    const earnedToday = row?.earned ?? 0;
    return {
      reason,
      dailyCap,
      earnedToday,
      remainingToday: Math.max(0, dailyCap - earnedToday),
      resetsAt: (row?.resets_at ?? new Date()).toISOString(),
    };
  }

  /** The new entry, or null when its (reason, referenceId) is already recorded. */
  private async insert(user: UserEntity, request: CreateCreditEntryRequest, amount: number) {
    const inserted = await this.entries
      .createQueryBuilder()
      .insert()
      .into(CreditEntryEntity)
      .values({
        companyId: user.companyId,
        userId: user.id,
        amount,
        reason: request.reason,
        referenceId: request.referenceId ?? null,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    return id ? toCreditEntryBody(await this.entries.findOneByOrFail({ id })) : null;
  }

  /** The entry already recorded for the request's (reason, referenceId): the same user's, or a 409. */
  private async earlier(user: UserEntity, request: CreateCreditEntryRequest): Promise<CreditEntryBody> {
    const referenceId = request.referenceId ?? null;
    const earlier = referenceId ? await this.entries.findOneBy({ reason: request.reason, referenceId }) : null;
    if (!earlier || earlier.userId !== user.id) throw creditReferenceTaken();
    return toCreditEntryBody(earlier);
  }

  async balance(caller: CallerContext): Promise<CreditBalanceBody> {
    const row = await this.entries
      .createQueryBuilder('e')
      .select('COALESCE(SUM(e.amount), 0)', 'balance')
      .where('e.companyId = :companyId AND e.userId = :userId', { companyId: caller.companyId, userId: caller.userId })
      .getRawOne<{ balance: string }>();
    return { balance: Number(row?.balance ?? 0) };
  }
}
