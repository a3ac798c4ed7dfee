import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateLimitHitBody } from '@pm/contracts';
import type { IdentityClient } from '../service-clients/identity.client';

/**
 * The throttlers' counters, kept by identity in PostgreSQL (identity's rate-limits module) rather than
 * in this process: every bff replica counts the same attempts, and a restart forgives none. The window
 * and limit are part of the key, so a changed limit starts fresh counts and bffs configured differently
 * (tests, staging beside production on one database) never count against each other.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly identity: IdentityClient) {}

  increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<RateLimitHitBody> {
    return this.identity.client.post<RateLimitHitBody>('/v1/rate-limits/hits', {
      body: { key: `${key}:${ttl}:${limit}`, ttlMs: ttl, limit, blockMs: blockDuration },
    });
  }
}
