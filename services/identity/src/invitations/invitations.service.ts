import { Injectable } from '@nestjs/common';
import type { CallerContext, CreateInvitationResponse, InvitationPreviewBody, Role } from '@pm/contracts';
import { notFound } from '@pm/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CompanyEntity } from '../companies/company.entity';
import { requireRole } from '../common/require-role';
import { randomToken, sha256Hex } from '../common/tokens';
import { emailTaken } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { InvitationEntity } from './invitation.entity';
import { toInvitationBody } from './invitation.mapper';
import { invitationExpired, invitationNotFound, invitationUsed } from './invitations.errors';

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const INVITING_ROLES: readonly Role[] = ['landlord', 'manager', 'admin', 'superuser'];

@Injectable()
export class InvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** The hash is returned once, for the link; only its digest is kept. */
  async create(caller: CallerContext, email: string, role: Role = 'tenant'): Promise<CreateInvitationResponse> {
    requireRole(caller, INVITING_ROLES);
    return this.dataSource.transaction(async (manager) => {
      if (!(await manager.exists(CompanyEntity, { where: { id: caller.companyId } }))) throw notFound('Company');
      if (await this.users.emailTaken(manager, email)) throw emailTaken();
      const hash = randomToken();
      const invitation = manager.create(InvitationEntity, {
        companyId: caller.companyId,
        email,
        role,
        hashDigest: sha256Hex(hash),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        acceptedAt: null,
        createdBy: caller.userId,
      });
      await manager.save(invitation);
      await this.audit.record(manager, {
        companyId: caller.companyId,
        actorUserId: caller.userId,
        action: 'invitation.created',
        subjectId: invitation.id,
        data: { email, role },
      });
      return { invitation: toInvitationBody(invitation), hash };
    });
  }

  /** Read-only: opening a link never changes anything (mail scanners pre-open links). */
  async preview(hash: string): Promise<InvitationPreviewBody> {
    const invitation = await this.dataSource.manager.findOneBy(InvitationEntity, { hashDigest: sha256Hex(hash) });
    const usable = this.assertUsable(invitation);
    const company = await this.dataSource.manager.findOneBy(CompanyEntity, { id: usable.companyId });
    if (!company) throw invitationNotFound();
    return {
      companyName: company.name,
      email: usable.email,
      role: usable.role,
      expiresAt: usable.expiresAt.toISOString(),
    };
  }

  /** The invitation, row-locked until the transaction ends, so it can be accepted only once. */
  async lockUsable(manager: EntityManager, hash: string): Promise<InvitationEntity> {
    const invitation = await manager
      .createQueryBuilder(InvitationEntity, 'i')
      .setLock('pessimistic_write')
      .where('i.hashDigest = :digest', { digest: sha256Hex(hash) })
      .getOne();
    return this.assertUsable(invitation);
  }

  private assertUsable(invitation: InvitationEntity | null): InvitationEntity {
    if (!invitation) throw invitationNotFound();
    if (invitation.acceptedAt) throw invitationUsed();
    if (invitation.expiresAt.getTime() <= Date.now()) throw invitationExpired();
    return invitation;
  }
}
