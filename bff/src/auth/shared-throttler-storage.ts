import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateLimitHitBody } from '@pm/contracts';
import type { SessionsClient } from './sessions.client';

/**
 * Kept by identity in PostgreSQL so every bff replica counts the same attempts and a restart forgives none.
 * Window and limit are part of the key, so differently configured bffs on one database never share counts.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  /** Resolved on the first hit: the throttler module is built before the auth module's providers. */
  constructor(private readonly sessions: () => SessionsClient) {}

  increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<RateLimitHitBody> {
    return this.sessions().rateLimitHit({ key: `${key}:${ttl}:${limit}`, ttlMs: ttl, limit, blockMs: blockDuration });
  }
}
