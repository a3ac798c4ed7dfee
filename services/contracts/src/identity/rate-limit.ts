/** POST /v1/rate-limits/hits: count one attempt against a throttler key (the bff's login and contact limits). */
export interface RateLimitHitRequest {
  key: string;
  ttlMs: number;
  limit: number;
  /** How long a key over its limit stays refused; 0: until its window ends. */
  blockMs: number;
}

/** The counter after the hit, as @nestjs/throttler's storage answers it (times in whole seconds). */
export interface RateLimitHitBody {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}
