import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CallerContext, CreateCreditEntryRequest, CreditBalanceBody, CreditEntryBody } from '@pm/contracts';
import type { Repository } from 'typeorm';
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
  entry: CreditEntryBody;
  /** False when the (reason, referenceId) was already recorded and the earlier entry is answered. */
  created: boolean;
}

@Injectable()
export class CreditsService {
  constructor(@InjectRepository(CreditEntryEntity) private readonly entries: Repository<CreditEntryEntity>) {}

  /**
   * Credits a user of the caller's company; another company's user is "not found". A repeated
   * (reason, referenceId) answers the entry already recorded instead of crediting again, so callers
   * may retry safely; the unique index decides under concurrency.
   */
  async record(caller: CallerContext, request: CreateCreditEntryRequest): Promise<RecordedCredit> {
    const user = await this.entries.manager.findOneBy(UserEntity, {
      id: request.userId,
      companyId: caller.companyId,
    });
    if (!user) throw userNotFound();
    const referenceId = request.referenceId ?? null;
    const inserted = await this.entries
      .createQueryBuilder()
      .insert()
      .into(CreditEntryEntity)
      .values({
        companyId: user.companyId,
        userId: user.id,
        amount: request.amount,
        reason: request.reason,
        referenceId,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (id) return { entry: toCreditEntryBody(await this.entries.findOneByOrFail({ id })), created: true };

    const earlier = referenceId ? await this.entries.findOneBy({ reason: request.reason, referenceId }) : null;
    if (!earlier || earlier.userId !== user.id || earlier.amount !== request.amount) throw creditReferenceTaken();
    return { entry: toCreditEntryBody(earlier), created: false };
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
