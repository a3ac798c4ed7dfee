import { Inject, Injectable } from '@nestjs/common';
import type { CallerContext, ChangePasswordBody, ChangePasswordRequest, PasswordResetPreviewBody } from '@pm/contracts';
import { Db, JobQueue, MAIL_SETTINGS, Mailer, type MailSettings, randomToken, sha256Hex } from '@pm/kit';
import { IsNull, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { SessionRevocationsService } from '../sessions/session-revocations.service';
import { PasswordHasher } from '../users/password-hasher';
import { UserEntity } from '../users/user.entity';
import { userNotFound } from '../users/users.errors';
import { PasswordResetEntity } from './password-reset.entity';
import { passwordResetMail } from './password-reset-mail';
import { resetExpired, resetNotFound, resetUsed, samePassword, wrongCurrentPassword } from './passwords.errors';

const RESET_TTL_MINUTES = 60;
const RESET_REQUEST_JOB = 'password-reset-request';

interface ResetRequestJob {
  email: string;
}

/**
 * Forgot password and password change. A reset request is only queued here and looked up by its job: the
 * answer and its timing are the same whether or not the e-mail has an account.
 */
@Injectable()
export class PasswordsService {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly revocations: SessionRevocationsService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly mail: MailSettings,
  ) {
    jobs.define<ResetRequestJob>({
      name: RESET_REQUEST_JOB,
      retryLimit: 3,
      retryDelaySeconds: 10,
      retryBackoff: true,
      expireInSeconds: 60,
      pollingIntervalSeconds: 1,
      handle: ({ data }) => this.issueReset(data.email),
    });
  }

  async requestReset(email: string): Promise<void> {
    await this.jobs.send<ResetRequestJob>(RESET_REQUEST_JOB, { email });
  }

  /**
   * The job: a new link for the account with this e-mail, older unused links made void; nothing when there
   * is no such account. The message is queued once the link is stored: should that fail, the job's retry
   * makes a new link.
   */
  async issueReset(email: string): Promise<void> {
    const address = email.toLowerCase();
    const token = randomToken();
    const user = await this.db.transaction({ lookup: { email: address } }, async (manager) => {
      const found = await manager.findOneBy(UserEntity, { email: address });
      if (!found) return null;
      await this.db.enter({ companyId: found.companyId, userId: found.id, role: found.role });
      await manager.update(PasswordResetEntity, { userId: found.id, usedAt: IsNull() }, { usedAt: new Date() });
      const reset = manager.create(PasswordResetEntity, {
        userId: found.id,
        companyId: found.companyId,
        tokenDigest: sha256Hex(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
        usedAt: null,
      });
      await manager.save(reset);
      await this.audit.record(manager, {
        companyId: found.companyId,
        actorUserId: null,
        action: 'password.reset_requested',
        subjectId: found.id,
        data: { resetId: reset.id },
      });
      return found;
    });
    if (!user) return;
    await this.mailer.send(
      passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        publicUrl: this.mail.publicUrl,
        token,
        validMinutes: RESET_TTL_MINUTES,
      }),
    );
  }

  /** Read-only: opening the link never uses it (mail scanners pre-open links). */
  async preview(token: string): Promise<PasswordResetPreviewBody> {
    const manager = this.db.manager;
    const reset = this.assertUsable(await this.findReset(manager, token));
    const user = await manager.findOneBy(UserEntity, { id: reset.userId });
    if (!user) throw resetNotFound();
    return { email: user.email, expiresAt: reset.expiresAt.toISOString() };
  }

  /** Sets the password, uses the link up (with every other open link of the account) and ends every session. */
  async completeReset(token: string, password: string): Promise<void> {
    // Hashed before the transaction, so the slow part holds no connection.
    const hash = await this.hasher.hash(password);
    await this.db.transaction({}, async (manager) => {
      const found = this.assertUsable(await this.findReset(manager, token));
      const reset = this.assertUsable(
        await manager
          .createQueryBuilder(PasswordResetEntity, 'r')
          .setLock('pessimistic_write')
          .where('r.id = :id', { id: found.id })
          .getOne(),
      );
      await manager.update(UserEntity, { id: reset.userId }, { passwordHash: hash });
      await manager.update(PasswordResetEntity, { userId: reset.userId, usedAt: IsNull() }, { usedAt: new Date() });
      const ended = await this.revocations.revokeAllOfUser(reset.userId, { manager });
      await this.audit.record(manager, {
        companyId: reset.companyId,
        actorUserId: reset.userId,
        action: 'password.reset',
        subjectId: reset.userId,
        data: { resetId: reset.id, revokedSessions: ended.length },
      });
    });
  }

  /** The caller's own password, the current one required; every other session of the account ends. */
  async change(caller: CallerContext, request: ChangePasswordRequest): Promise<ChangePasswordBody> {
    const user = await this.db.transaction({ ...caller }, (manager) =>
      manager.findOneBy(UserEntity, { id: caller.userId }),
    );
    if (!user) throw userNotFound();
    if (!(await this.hasher.verify(user.passwordHash, request.currentPassword))) throw wrongCurrentPassword();
    if (request.newPassword === request.currentPassword) throw samePassword();
    const hash = await this.hasher.hash(request.newPassword);
    return this.db.transaction({ ...caller }, async (manager) => {
      const current = await manager
        .createQueryBuilder(UserEntity, 'u')
        .setLock('pessimistic_write')
        .where('u.id = :id', { id: user.id })
        .getOne();
      // Changed by a concurrent request since it was checked: that request's password is the current one now.
      if (!current || current.passwordHash !== user.passwordHash) throw wrongCurrentPassword();
      await manager.update(UserEntity, { id: user.id }, { passwordHash: hash });
      await manager.update(PasswordResetEntity, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      const ended = await this.revocations.revokeAllOfUser(user.id, {
        manager,
        exceptSessionId: request.sessionId,
      });
      await this.audit.record(manager, {
        companyId: user.companyId,
        actorUserId: user.id,
        action: 'password.changed',
        subjectId: user.id,
        data: { revokedSessions: ended.length, keptSessionId: request.sessionId ?? null },
      });
      return { revokedSessions: ended.length };
    });
  }

  /** The digest is the key that shows its one row; the transaction then acts as that row's company and user. */
  private async findReset(manager: EntityManager, token: string): Promise<PasswordResetEntity | null> {
    const digest = sha256Hex(token);
    await this.db.lookup({ passwordResetDigest: digest });
    const reset = await manager.findOneBy(PasswordResetEntity, { tokenDigest: digest });
    if (reset) await this.db.enter({ companyId: reset.companyId, userId: reset.userId });
    return reset;
  }

  private assertUsable(reset: PasswordResetEntity | null): PasswordResetEntity {
    if (!reset) throw resetNotFound();
    if (reset.usedAt) throw resetUsed();
    if (reset.expiresAt.getTime() <= Date.now()) throw resetExpired();
    return reset;
  }
}
