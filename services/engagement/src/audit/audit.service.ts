import { Injectable } from '@nestjs/common';
import type { CallerContext, EngagementAuditEntryBody } from '@pm/contracts';
import { Db } from '@pm/kit';
import type { EntityManager } from 'typeorm';
import { EngagementAuditEntity } from './engagement-audit.entity';

export type AuditSubject = 'contact_submission' | 'blog_post' | 'kb_article' | 'support_conversation' | 'bug_report';

export interface AuditEntry {
  actor: CallerContext | null;
  action: string;
  subjectType: AuditSubject;
  subjectId: string;
  data?: Record<string, unknown>;
}

function toAuditBody(row: EngagementAuditEntity): EngagementAuditEntryBody {
  return {
    id: row.id,
    actorUserId: row.actorUserId,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    data: row.data,
    at: row.createdAt.toISOString(),
  };
}

/** Who changed what: written in the caller's transaction so the change and its record land together. */
@Injectable()
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    const row = manager.create(EngagementAuditEntity, {
      companyId: entry.actor?.companyId ?? null,
      actorUserId: entry.actor?.userId ?? null,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
    });
    row.data = entry.data ?? {};
    await manager.save(row);
  }

  async forSubject(subjectId: string): Promise<EngagementAuditEntryBody[]> {
    const rows = await this.db.repository(EngagementAuditEntity).find({
      where: { subjectId },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: 500,
    });
    return rows.map(toAuditBody);
  }
}
