import { internalHeaders, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { RateLimitsService } from '../../src/rate-limits/rate-limits.service';

describe('identity: shared rate-limit counters', () => {
  // Two replicas on one database, as behind a load balancer.
  const app = useTestApp(AppModule);
  const other = useTestApp(AppModule);

  const hit = (body: Record<string, unknown>, target = app, headers = internalHeaders()) =>
    requestJson(`${target.url}/v1/rate-limits/hits`, { headers, body });
  const key = () => `test-${randomUUID()}`;

  it('counts hits in a window across replicas and refuses the one over the limit for the block time', async () => {
    const k = key();
    const counts = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await hit({ key: k, ttlMs: 60_000, limit: 3, blockMs: 120_000 }, i % 2 === 0 ? app : other);
      expect(res.status).toBe(200);
      counts.push(res.body);
    }
    expect(counts.map((c) => c.totalHits)).toEqual([1, 2, 3]);
    expect(counts.every((c) => c.isBlocked === false && c.timeToBlockExpire === 0)).toBe(true);
    expect(counts[0].timeToExpire).toBeGreaterThan(58);
    expect(counts[0].timeToExpire).toBeLessThanOrEqual(60);

    const fourth = await hit({ key: k, ttlMs: 60_000, limit: 3, blockMs: 120_000 }, other);
    expect(fourth.body).toMatchObject({ totalHits: 4, isBlocked: true });
    expect(fourth.body.timeToBlockExpire).toBeGreaterThan(118);
    // Still blocked, on either replica, and blocked attempts are not counted.
    const fifth = await hit({ key: k, ttlMs: 60_000, limit: 3, blockMs: 120_000 });
    expect(fifth.body).toMatchObject({ totalHits: 4, isBlocked: true });
  });

  it('opens a new window when the old one has ended', async () => {
    const k = key();
    await hit({ key: k, ttlMs: 300, limit: 1, blockMs: 0 });
    const over = await hit({ key: k, ttlMs: 300, limit: 1, blockMs: 0 });
    expect(over.body).toMatchObject({ totalHits: 2, isBlocked: true });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const fresh = await hit({ key: k, ttlMs: 300, limit: 1, blockMs: 0 });
    expect(fresh.body).toMatchObject({ totalHits: 1, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('starts afresh when a block has ended', async () => {
    const k = key();
    const body = { key: k, ttlMs: 60_000, limit: 1, blockMs: 300 };
    await hit(body);
    expect((await hit(body)).body.isBlocked).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await hit(body)).body).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('counts concurrent hits exactly once each', async () => {
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hit({ key: k, ttlMs: 60_000, limit: 100, blockMs: 0 }, i % 2 ? app : other)),
    );
    expect(answers.map((a) => a.body.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('removes counters whose window and block have ended', async () => {
    const k = key();
    await hit({ key: k, ttlMs: 1, limit: 5, blockMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await app.app.get(RateLimitsService).removeExpired()).toBeGreaterThanOrEqual(1);
    const rows = await app.dataSource.query(`SELECT 1 FROM "identity"."rate_limit_counter" WHERE key = $1`, [k]);
    expect(rows).toHaveLength(0);
  });

  it('refuses bad input with 400 per field and calls without the internal token with 401', async () => {
    const bad = await hit({ key: '', ttlMs: 0, limit: 'ten', blockMs: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details.fields).sort()).toEqual(['blockMs', 'key', 'limit', 'ttlMs']);
    const anonymous = await hit({ key: key(), ttlMs: 1000, limit: 1, blockMs: 0 }, app, {});
    expect(anonymous.status).toBe(401);
  });
});
