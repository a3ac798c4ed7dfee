import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, type SessionRevocationsBody } from '@pm/contracts';
import { Db } from '@pm/kit';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';

/** Clocks of the bff replicas may run a little ahead of identity's: a revoked session stays listed this much longer. */
const CLOCK_MARGIN_SECONDS = 60;
const LISTED_FOR_SECONDS = ACCESS_TOKEN_TTL_SECONDS + CLOCK_MARGIN_SECONDS;
/** Entries past their time are removed this often (by every replica; the delete is cheap and idempotent). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface RevokeAllOptions {
  /**
   * The transaction of the change that ends the sessions (a password change), acting as the user's company, so
   * both land together. Without it the revocation runs in a transaction of its own.
   */
  manager?: EntityManager;
  /** The session that made the change, when it should stay signed in. */
  exceptSessionId?: string;
}

interface RevocationRow {
  session_id: string;
  listed_until: Date;
}

/**
 * The revocation list: sessions whose access tokens the bff must refuse although they are not yet expired. A
 * session is listed in the same transaction that revokes its refresh tokens, and stays listed until its last
 * access token has expired. The list belongs to no company (every bff replica reads all of it) and holds ids
 * and times only.
 */
@Injectable()
export class SessionRevocationsService implements OnModuleInit, OnModuleDestroy {
  private sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.sweep = setInterval(() => void this.removeExpired().catch(() => undefined), SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweep);
  }

  /** Puts sessions on the list; one already listed keeps its entry. */
  async list(manager: EntityManager, sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await manager.query(
      `INSERT INTO "identity"."revoked_session" ("session_id", "revoked_at", "listed_until")
       SELECT s.id, clock_timestamp(), clock_timestamp() + make_interval(secs => $2::int)
         FROM unnest($1::uuid[]) AS s (id)
       ON CONFLICT ("session_id") DO NOTHING`,
      [sessionIds, LISTED_FOR_SECONDS],
    );
  }

  /**
   * Ends every session of a user, refresh and access tokens alike (a password change or reset): each
   * refresh-token family still open is revoked and listed. Answers the sessions ended.
   */
  async revokeAllOfUser(userId: string, options: RevokeAllOptions = {}): Promise<string[]> {
    const run = async (manager: EntityManager): Promise<string[]> => {
      const [rows] = (await manager.query(
        `UPDATE "identity"."refresh_token" SET "revoked_at" = now()
          WHERE "user_id" = $1 AND "revoked_at" IS NULL AND ($2::uuid IS NULL OR "family_id" <> $2::uuid)
          RETURNING "family_id", "company_id"`,
        [userId, options.exceptSessionId ?? null],
      )) as [{ family_id: string; company_id: string }[], number];
      const sessionIds = [...new Set(rows.map((row) => row.family_id))];
      if (sessionIds.length === 0) return [];
      await this.list(manager, sessionIds);
      await this.audit.record(manager, {
        companyId: rows[0]!.company_id,
        actorUserId: userId,
        action: 'session.revoked_all',
        subjectId: userId,
        data: { sessionIds, keptSessionId: options.exceptSessionId ?? null },
      });
      return sessionIds;
    };
    if (options.manager) return run(options.manager);
    // The user's own row tells their company; the refresh tokens are then seen as that company's.
    return this.db.transaction({ userId }, async (manager) => {
      const [user] = (await manager.query(`SELECT "company_id" FROM "identity"."app_user" WHERE "id" = $1`, [
        userId,
      ])) as { company_id: string }[];
      if (!user) return [];
      await this.db.enter({ companyId: user.company_id, userId });
      return run(manager);
    });
  }

  /**
   * Listed sessions revoked after `since` (all of them without it), by identity's clock, which also gives
   * `asOf`. A revocation committed late may carry a `revoked_at` a little before an `asOf` already handed out,
   * so readers ask again from a moment before it.
   */
  async since(since?: Date): Promise<SessionRevocationsBody> {
    // Read before the rows: whatever is committed after this moment is in the next read.
    const manager = this.db.manager;
    const [{ as_of: asOf }] = (await manager.query(`SELECT clock_timestamp() AS as_of`)) as [{ as_of: Date }];
    const rows = (await manager.query(
      `SELECT "session_id", "listed_until" FROM "identity"."revoked_session"
        WHERE "listed_until" > $2::timestamptz AND ($1::timestamptz IS NULL OR "revoked_at" > $1::timestamptz)
        ORDER BY "revoked_at"`,
      [since ?? null, asOf],
    )) as RevocationRow[];
    return {
      revocations: rows.map((row) => ({ sessionId: row.session_id, listedUntil: row.listed_until.toISOString() })),
      asOf: asOf.toISOString(),
    };
  }

  /** Background work: no request, so a transaction of its own. */
  async removeExpired(): Promise<number> {
    const [, removed] = (await this.db.transaction({}, (manager) =>
      manager.query(`DELETE FROM "identity"."revoked_session" WHERE "listed_until" < clock_timestamp()`),
    )) as [unknown[], number];
    return removed;
  }
}
