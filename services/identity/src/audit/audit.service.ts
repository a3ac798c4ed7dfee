import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditLogEntity } from './audit-log.entity';

type AuditAction =
  | 'registration.company'
  | 'registration.tenant'
  | 'invitation.created'
  | 'session.created'
  | 'session.reuse_detected'
  | 'session.revoked'
  | 'session.revoked_all'
  | 'password.reset_requested'
  | 'password.reset'
  | 'password.changed'
  | 'federated_identity.linked';

export interface AuditEntry {
  companyId: string;
  actorUserId: string | null;
  action: AuditAction;
  subjectId: string;
  data?: Record<string, unknown>;
}

/** Security-relevant events; written in the caller's transaction so the record and the change land together. */
@Injectable()
export class AuditService {
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    const row = manager.create(AuditLogEntity, {
      companyId: entry.companyId,
      actorUserId: entry.actorUserId,
      action: entry.action,
      subjectId: entry.subjectId,
    });
    row.data = entry.data ?? {};
    await manager.save(row);
  }
}
