import { Injectable } from '@nestjs/common';
import type { SessionBody } from '@pm/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { randomToken, sha256Hex } from '../common/tokens';
import type { UserEntity } from '../users/user.entity';
import { toUserBody } from '../users/user.mapper';
import { userNotFound } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { RefreshTokenEntity } from './refresh-token.entity';
import { refreshInvalid, refreshReused } from './sessions.errors';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface Client {
  userAgent?: string;
  ip?: string;
}

type RotateOutcome = { kind: 'ok'; session: SessionBody } | { kind: 'invalid' } | { kind: 'reused' };

@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** A login: a new token family for the user. */
  async create(userId: string, client: Client): Promise<SessionBody> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.findEntity(userId, manager);
      if (!user) throw userNotFound();
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
    });
  }

  /**
   * Exchanges a refresh token for the next one of its family. The row is locked, so of two concurrent
   * rotations of one token the second sees it rotated: that is reuse, and the whole family is revoked
   * (RFC 9700 §4.14.2), because the token may have been stolen.
   */
  async rotate(refreshToken: string): Promise<SessionBody> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<RotateOutcome> => {
      const current = await manager
        .createQueryBuilder(RefreshTokenEntity, 't')
        .setLock('pessimistic_write')
        .where('t.tokenHash = :hash', { hash: sha256Hex(refreshToken) })
        .getOne();
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

  /** Logout: ends the token's whole family. Unknown or already revoked tokens are fine (idempotent). */
  async revoke(refreshToken: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const token = await manager.findOneBy(RefreshTokenEntity, { tokenHash: sha256Hex(refreshToken) });
      if (token) await this.revokeFamily(manager, token, 'session.revoked');
    });
  }

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
    return { refreshToken, refreshExpiresAt: expiresAt.toISOString(), user: toUserBody(user) };
  }
}
