import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RateLimitHitBody, RateLimitHitRequest } from '@pm/contracts';
import { Db } from '@pm/kit';

/** Expired counters are removed this often (by every replica; the delete is cheap and idempotent). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

interface CounterRow {
  hits: number;
  window_ms: number;
  blocked_ms: number | null;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * Fixed windows kept in PostgreSQL so every bff replica counts the same attempts. Over the limit a key is
 * blocked for `blockMs` and its hits are not counted; when the block ends, the next hit opens a new window.
 */
@Injectable()
export class RateLimitsService implements OnModuleInit, OnModuleDestroy {
  private sweep: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  onModuleInit(): void {
    this.sweep = setInterval(() => void this.removeExpired().catch(() => undefined), SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweep);
  }

  async hit({ key, ttlMs, limit, blockMs }: RateLimitHitRequest): Promise<RateLimitHitBody> {
    const [row] = (await this.db.manager.query(
      `WITH now AS (SELECT clock_timestamp() AS t)
       INSERT INTO "identity"."rate_limit_counter" AS c ("key", "hits", "window_ends_at", "blocked_until")
       SELECT $1, 1, now.t + make_interval(secs => $2 / 1000.0), NULL FROM now
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE
           WHEN c."blocked_until" > (SELECT t FROM now) THEN c."hits"
           WHEN c."blocked_until" IS NOT NULL OR c."window_ends_at" <= (SELECT t FROM now) THEN 1
           ELSE c."hits" + 1 END,
         "window_ends_at" = CASE
           WHEN c."blocked_until" > (SELECT t FROM now) THEN c."window_ends_at"
           WHEN c."blocked_until" IS NOT NULL OR c."window_ends_at" <= (SELECT t FROM now)
             THEN (SELECT t FROM now) + make_interval(secs => $2 / 1000.0)
           ELSE c."window_ends_at" END,
         "blocked_until" = CASE WHEN c."blocked_until" > (SELECT t FROM now) THEN c."blocked_until" ELSE NULL END
       RETURNING "hits",
         (extract(epoch FROM "window_ends_at" - (SELECT t FROM now)) * 1000)::float8 AS window_ms,
         (extract(epoch FROM "blocked_until" - (SELECT t FROM now)) * 1000)::float8 AS blocked_ms`,
      [key, ttlMs],
    )) as CounterRow[];
    if (!row) throw new Error('rate limit counter not written');
    if (row.blocked_ms !== null && row.blocked_ms > 0) {
      return {
        totalHits: row.hits,
        timeToExpire: seconds(row.window_ms),
        isBlocked: true,
        timeToBlockExpire: seconds(row.blocked_ms),
      };
    }
    if (row.hits > limit && blockMs > 0) {
      await this.db.manager.query(
        `UPDATE "identity"."rate_limit_counter"
            SET "blocked_until" = clock_timestamp() + make_interval(secs => $2 / 1000.0)
          WHERE "key" = $1 AND "blocked_until" IS NULL`,
        [key, blockMs],
      );
      return {
        totalHits: row.hits,
        timeToExpire: seconds(row.window_ms),
        isBlocked: true,
        timeToBlockExpire: seconds(blockMs),
      };
    }
    // Without a block duration, every hit over the limit is refused until the window ends.
    const over = row.hits > limit;
    return {
      totalHits: row.hits,
      timeToExpire: seconds(row.window_ms),
      isBlocked: over,
      timeToBlockExpire: over ? seconds(row.window_ms) : 0,
    };
  }

  /** Background work: no request, so its own transaction; the counters belong to no company. */
  async removeExpired(): Promise<number> {
    const result = (await this.db.transaction({}, (manager) =>
      manager.query(
        `DELETE FROM "identity"."rate_limit_counter"
          WHERE "window_ends_at" < clock_timestamp()
            AND ("blocked_until" IS NULL OR "blocked_until" < clock_timestamp())`,
      ),
    )) as [unknown[], number];
    return result[1];
  }
}
