import { Injectable } from '@nestjs/common';
import type { RevokedSessionBody, SessionBody } from '@pm/contracts';
import { Db, randomToken, sha256Hex } from '@pm/kit';
import { randomUUID } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { UserEntity } from '../users/user.entity';
import { toUserBody } from '../users/user.mapper';
import { userNotFound } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionRevocationsService } from './session-revocations.service';
import { refreshInvalid, refreshReused } from './sessions.errors';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface Client {
  userAgent?: string;
  ip?: string;
}

type RotateOutcome = { kind: 'ok'; session: SessionBody } | { kind: 'invalid' } | { kind: 'reused' };

@Injectable()
export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly revocations: SessionRevocationsService,
  ) {}

  /** A login: a new token family for the user. */
  async create(userId: string, client: Client): Promise<SessionBody> {
    const manager = this.db.manager;
    // The user being signed in sees their own row, then the session is written as their company.
    await this.db.enter({ userId });
    const user = await this.users.findEntity(userId, manager);
    if (!user) throw userNotFound();
    await this.db.enter({ companyId: user.companyId, userId: user.id, role: user.role });
    const familyId = randomUUID();
    const session = await this.issue(manager, user, familyId, client);
    await this.audit.record(manager, {
      companyId: user.companyId,
      actorUserId: user.id,
      action: 'session.created',
      subjectId: familyId,
      data: { userAgent: client.userAgent ?? null, ip: client.ip ?? null },
    });
    return session;
  }

  /** The token's digest is the key that shows its one row; the transaction then acts as its company and user. */
  private async findToken(manager: EntityManager, refreshToken: string): Promise<RefreshTokenEntity | null> {
    const digest = sha256Hex(refreshToken);
    await this.db.lookup({ refreshTokenDigest: digest });
    const token = await manager.findOneBy(RefreshTokenEntity, { tokenHash: digest });
    if (token) await this.db.enter({ companyId: token.companyId, userId: token.userId });
    return token;
  }

  /**
   * The row is locked, so of two concurrent rotations of one token the second sees it rotated: that is
   * reuse, and the whole family is revoked (RFC 9700 §4.14.2) because the token may have been stolen.
   */
  async rotate(refreshToken: string): Promise<SessionBody> {
    const outcome = await this.db.transaction({}, async (manager): Promise<RotateOutcome> => {
      const found = await this.findToken(manager, refreshToken);
      const current =
        found &&
        (await manager
          .createQueryBuilder(RefreshTokenEntity, 't')
          .setLock('pessimistic_write')
          .where('t.id = :id', { id: found.id })
          .getOne());
      if (!current || current.revokedAt) return { kind: 'invalid' };
      if (current.rotatedAt) {
        await this.revokeFamily(manager, current, 'session.reuse_detected');
        return { kind: 'reused' };
      }
      if (current.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
      const user = await this.users.findEntity(current.userId, manager);
      if (!user) return { kind: 'invalid' };
      await manager.update(RefreshTokenEntity, { id: current.id }, { rotatedAt: new Date() });
      const session = await this.issue(manager, user, current.familyId, {
        userAgent: current.userAgent ?? undefined,
        ip: current.ip ?? undefined,
      });
      return { kind: 'ok', session };
    });
    // Thrown after the commit: the family revocation of a reuse must persist.
    if (outcome.kind === 'reused') throw refreshReused();
    if (outcome.kind === 'invalid') throw refreshInvalid();
    return outcome.session;
  }

  /**
   * Logout: ends the token's whole family, its access tokens included. Unknown or already revoked tokens are
   * fine (idempotent); the session is answered so the bff can refuse its access tokens at once.
   */
  async revoke(refreshToken: string): Promise<RevokedSessionBody> {
    const manager = this.db.manager;
    const token = await this.findToken(manager, refreshToken);
    if (!token) return { sessionId: null };
    await this.revokeFamily(manager, token, 'session.revoked');
    return { sessionId: token.familyId };
  }

  /** The refresh tokens of the family, and its access tokens through the revocation list. */
  private async revokeFamily(
    manager: EntityManager,
    token: RefreshTokenEntity,
    action: 'session.reuse_detected' | 'session.revoked',
  ): Promise<void> {
    const result = await manager.update(
      RefreshTokenEntity,
      { familyId: token.familyId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    if (action === 'session.revoked' && !result.affected) return;
    await this.revocations.list(manager, [token.familyId]);
    await this.audit.record(manager, {
      companyId: token.companyId,
      actorUserId: token.userId,
      action,
      subjectId: token.familyId,
      data: { tokenId: token.id, revokedTokens: result.affected ?? 0 },
    });
  }

  private async issue(
    manager: EntityManager,
    user: UserEntity,
    familyId: string,
    client: Client,
  ): Promise<SessionBody> {
    const refreshToken = randomToken();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
    await manager.insert(RefreshTokenEntity, {
      familyId,
      userId: user.id,
      companyId: user.companyId,
      tokenHash: sha256Hex(refreshToken),
      expiresAt,
      userAgent: client.userAgent ?? null,
      ip: client.ip ?? null,
    });
    return { sessionId: familyId, refreshToken, refreshExpiresAt: expiresAt.toISOString(), user: toUserBody(user) };
  }
}
