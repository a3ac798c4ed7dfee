import { Inject, Injectable } from '@nestjs/common';
import {
  INVITING_ROLES,
  type CallerContext,
  type CreateInvitationResponse,
  type InvitableRole,
  type InvitationPreviewBody,
} from '@pm/contracts';
import { Db, MAIL_SETTINGS, Mailer, type MailSettings, notFound, randomToken, requireRole, sha256Hex } from '@pm/kit';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CompanyEntity } from '../companies/company.entity';
import { emailTaken } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { InvitationEntity } from './invitation.entity';
import { invitationMail } from './invitation-mail';
import { toInvitationBody } from './invitation.mapper';
import { invitationExpired, invitationNotFound, invitationUsed } from './invitations.errors';

/** TEN-01: an invitation's link expires 14 days after it is sent. */
const INVITATION_DAYS = 14;
const INVITATION_TTL_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

@Injectable()
export class InvitationsService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    @Inject(MAIL_SETTINGS) private readonly mail: MailSettings,
  ) {}

  /**
   * The hash is returned once, for the link, and e-mailed to the invitee once the invitation is stored (a mail that
   * cannot be queued fails the request, so no invitation stays without its mail); only its digest is kept. The id of
   * the account it will make is chosen now.
   */
  async create(
    caller: CallerContext,
    email: string,
    role: InvitableRole = 'tenant',
  ): Promise<CreateInvitationResponse> {
    requireRole(caller, INVITING_ROLES);
    const manager = this.db.manager;
    const company = await manager.findOneBy(CompanyEntity, { id: caller.companyId });
    if (!company) throw notFound('Company');
    if (await this.users.emailTaken(manager, email)) throw emailTaken();
    const hash = randomToken();
    const invitation = manager.create(InvitationEntity, {
      companyId: caller.companyId,
      email,
      role,
      userId: randomUUID(),
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
    await this.mailer.send(
      invitationMail({
        to: email,
        companyName: company.name,
        role,
        publicUrl: this.mail.publicUrl,
        hash,
        validDays: INVITATION_DAYS,
      }),
    );
    return { invitation: toInvitationBody(invitation), hash };
  }

  /** Read-only: opening a link never changes anything (mail scanners pre-open links). */
  async preview(hash: string): Promise<InvitationPreviewBody> {
    const usable = this.assertUsable(await this.findByHash(this.db.manager, hash));
    const company = await this.db.manager.findOneBy(CompanyEntity, { id: usable.companyId });
    if (!company) throw invitationNotFound();
    return {
      companyName: company.name,
      email: usable.email,
      role: usable.role,
      expiresAt: usable.expiresAt.toISOString(),
    };
  }

  /**
   * Before anyone is signed in, the hash is the key that shows its one invitation; the transaction then acts
   * as the invitation's company (the company's name, the new user, the audit record are that company's).
   */
  private async findByHash(manager: EntityManager, hash: string): Promise<InvitationEntity | null> {
    const digest = sha256Hex(hash);
    await this.db.lookup({ invitationDigest: digest });
    const invitation = await manager.findOneBy(InvitationEntity, { hashDigest: digest });
    if (invitation) await this.db.enter({ companyId: invitation.companyId });
    return invitation;
  }

  /** The invitation, row-locked until the transaction ends, so it can be accepted only once. */
  async lockUsable(manager: EntityManager, hash: string): Promise<InvitationEntity> {
    const found = await this.findByHash(manager, hash);
    const invitation = found
      ? await manager.findOne(InvitationEntity, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } })
      : null;
    return this.assertUsable(invitation);
  }

  private assertUsable(invitation: InvitationEntity | null): InvitationEntity {
    if (!invitation) throw invitationNotFound();
    if (invitation.acceptedAt) throw invitationUsed();
    if (invitation.expiresAt.getTime() <= Date.now()) throw invitationExpired();
    return invitation;
  }
}
