import type { SessionRevocationsBody } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { randomUUID } from 'node:crypto';
import type { BffSettings } from '../config/bff.config';
import { SessionRevocations } from './session-revocations';
import type { SessionsClient } from './sessions.client';

const TTL_MS = 5_000;
const START = Date.parse('2026-11-23T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** Identity's list as a fake: what it holds, what each read asked. */
function setUp() {
  const listed: { sessionId: string; revokedAt: number; listedUntil: number }[] = [];
  const reads: (string | undefined)[] = [];
  let down = false;
  let gate: Promise<void> | null = null;
  const client = {
    revocations: jest.fn(async (since?: string): Promise<SessionRevocationsBody> => {
      reads.push(since);
      const asOf = Date.now();
      // The answer is what was listed when the read began, even if it arrives later.
      const answer = {
        revocations: listed
          .filter((s) => (since === undefined || s.revokedAt > Date.parse(since)) && s.listedUntil > asOf)
          .map((s) => ({ sessionId: s.sessionId, listedUntil: iso(s.listedUntil) })),
        asOf: iso(asOf),
      };
      await gate;
      if (down) throw new AppException(503, 'SERVICE_UNAVAILABLE', 'The identity service is unavailable');
      return answer;
    }),
  };
  const revocations = new SessionRevocations(
    client as unknown as SessionsClient,
    {
      sessionRevocationTtlMs: TTL_MS,
    } as BffSettings,
  );
  return {
    revocations,
    reads,
    end: (sessionId = randomUUID()) => {
      listed.push({ sessionId, revokedAt: Date.now(), listedUntil: Date.now() + 16 * 60_000 });
      return sessionId;
    },
    setDown: (value: boolean) => {
      down = value;
    },
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('SessionRevocations (the replica’s copy of the revocation list)', () => {
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  it('reads the list at most once per interval, however many requests check it', async () => {
    const { revocations, reads, end } = setUp();
    const ended = end();
    expect(await revocations.isRevoked(ended)).toBe(true);
    expect(await Promise.all(Array.from({ length: 50 }, () => revocations.isRevoked(randomUUID())))).not.toContain(
      true,
    );
    expect(reads).toEqual([undefined]);

    // Ended on another replica: refused here once the copy is older than the interval, not before.
    const elsewhere = end();
    jest.setSystemTime(START + TTL_MS - 1);
    expect(await revocations.isRevoked(elsewhere)).toBe(false);
    jest.setSystemTime(START + TTL_MS);
    expect(await revocations.isRevoked(elsewhere)).toBe(true);
    // Asked from a little before the last read (a late commit carries an earlier time).
    expect(reads).toEqual([undefined, iso(START - 10_000)]);
  });

  it('lets requests that arrive while the first read is in flight wait for it, instead of answering 503', async () => {
    const { revocations, reads, end, hold } = setUp();
    const ended = end();
    const release = hold();
    // A page's first queries after the bff starts arrive together.
    const first = revocations.isRevoked(randomUUID());
    const others = Promise.all([revocations.isRevoked(ended), revocations.isRevoked(randomUUID())]);
    release();
    expect(await first).toBe(false);
    expect(await others).toEqual([true, false]);
    expect(reads).toEqual([undefined]);
  });

  it('refuses a session this replica ended at once, without a read', async () => {
    const { revocations, reads } = setUp();
    await revocations.isRevoked(randomUUID());
    const mine = randomUUID();
    revocations.markRevoked([mine]);
    expect(await revocations.isRevoked(mine)).toBe(true);
    expect(reads).toHaveLength(1);
    // Until every access token it could have issued has expired.
    jest.setSystemTime(START + 16 * 60_000 - 1_000);
    expect(await revocations.isRevoked(mine)).toBe(true);
    jest.setSystemTime(START + 17 * 60_000);
    expect(await revocations.isRevoked(mine)).toBe(false);
  });

  it('answers 503 while the list has never been read, and never lets a token through meanwhile', async () => {
    const { revocations, reads, setDown } = setUp();
    setDown(true);
    await expect(revocations.isRevoked(randomUUID())).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    // Within the retry pause: no new read, still no answer.
    await expect(revocations.isRevoked(randomUUID())).rejects.toMatchObject({ statusCode: 503 });
    expect(reads).toHaveLength(1);
    setDown(false);
    jest.setSystemTime(START + 1_000);
    expect(await revocations.isRevoked(randomUUID())).toBe(false);
    expect(reads).toHaveLength(2);
  });

  it('keeps the copy it has while identity cannot be read, and asks again a second later', async () => {
    const { revocations, reads, end, setDown } = setUp();
    const ended = end();
    expect(await revocations.isRevoked(ended)).toBe(true);
    setDown(true);
    jest.setSystemTime(START + TTL_MS);
    expect(await revocations.isRevoked(ended)).toBe(true);
    expect(await revocations.isRevoked(randomUUID())).toBe(false);
    expect(reads).toHaveLength(2);
    setDown(false);
    const later = end();
    jest.setSystemTime(START + TTL_MS + 1_000);
    expect(await revocations.isRevoked(later)).toBe(true);
    expect(reads).toHaveLength(3);
  });

  it('refreshNow reads again even while a read that began earlier is in flight', async () => {
    const { revocations, reads, end, hold } = setUp();
    await revocations.isRevoked(randomUUID());
    jest.setSystemTime(START + TTL_MS);
    const release = hold();
    const inFlight = revocations.isRevoked(randomUUID());
    // Identity ends a family (refresh-token reuse) after that read began: only a new read can know it.
    const reused = end();
    const now = revocations.refreshNow();
    release();
    await inFlight;
    await now;
    expect(reads).toHaveLength(3);
    expect(await revocations.isRevoked(reused)).toBe(true);
    expect(reads).toHaveLength(3);
  });
});
