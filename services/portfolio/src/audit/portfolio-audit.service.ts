import { Injectable } from '@nestjs/common';
import type { CallerContext, PropertyHistoryEntryBody } from '@pm/contracts';
import { Db } from '@pm/kit';
import { PortfolioAuditEntity } from './portfolio-audit.entity';

type PortfolioAuditSubject =
  | 'property'
  | 'propertyOwner'
  | 'buildingFactor'
  | 'utilityAccount'
  | 'document'
  | 'complianceAlert'
  | 'lease'
  | 'tenant';

/** A caller, or background work of the company (a job), which has no user. */
type PortfolioAuditActor = Pick<CallerContext, 'companyId'> & { userId: string | null };

export interface PortfolioAuditEntry {
  actor: PortfolioAuditActor;
  action: string;
  subjectType: PortfolioAuditSubject;
  subjectId: string;
  data?: Record<string, unknown>;
}

/** The most entries a record's history shows; older ones stay stored. */
const HISTORY_LIMIT = 500;

/** Who changed what (ISO-04): written through the request's transaction, so a change and its record land together. */
@Injectable()
export class PortfolioAuditService {
  constructor(private readonly db: Db) {}

  async record(entry: PortfolioAuditEntry): Promise<void> {
    const repo = this.db.repository(PortfolioAuditEntity);
    const row = repo.create({
      companyId: entry.actor.companyId,
      actorUserId: entry.actor.userId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
    });
    row.data = entry.data ?? {};
    await repo.save(row);
  }

  /** Oldest first, within the caller's company (row-level security holds it there too). */
  async forSubject(companyId: string, subjectId: string): Promise<PropertyHistoryEntryBody[]> {
    const rows = await this.db.repository(PortfolioAuditEntity).find({
      where: { companyId, subjectId },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: HISTORY_LIMIT,
    });
    return rows.map((row) => ({
      id: row.id,
      actorUserId: row.actorUserId,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      data: row.data,
      at: row.createdAt.toISOString(),
    }));
  }
}
