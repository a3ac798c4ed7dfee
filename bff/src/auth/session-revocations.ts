import { Injectable, Logger } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { BffSettings } from '../config/bff.config';
import { SessionsClient } from './sessions.client';

/** Reads ask again from a little before the last `asOf`: a revocation committed late carries an earlier time. */
const OVERLAP_MS = 10_000;
/** After a failed read the list in hand is used this long before identity is asked again. */
const RETRY_AFTER_MS = 1_000;
/** A session marked here by this replica stays refused at least as long as identity lists it. */
const LOCAL_MARK_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;

const revocationsUnavailable = () =>
  new AppException(503, 'SERVICE_UNAVAILABLE', 'Sign-ins cannot be checked right now. Try again shortly.');

/**
 * The sessions (refresh-token families) whose access tokens are refused before they expire: logout, password
 * change, refresh-token reuse. Identity keeps the list; each replica holds a copy and reads what was added
 * since its last read once the copy is older than `settings.sessionRevocationTtlMs`, so checking a token is a
 * map lookup and costs at most one small read per interval, whatever the traffic. The replica that ends a
 * session marks it here at once; the others refuse its tokens within one interval.
 */
@Injectable()
export class SessionRevocations {
  private readonly logger = new Logger('SessionRevocations');
  /** Session id -> epoch ms until which its tokens are refused. */
  private readonly revoked = new Map<string, number>();
  /** Identity's clock at the last successful read. */
  private asOf: string | undefined;
  /** Local clock when the last read began, successful or not: the copy is as fresh as that. */
  private readAt = 0;
  /** A read has succeeded once: the copy holds every session ended in the last 16 minutes. */
  private readSucceeded = false;
  private lastReadFailed = false;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly sessions: SessionsClient,
    private readonly settings: BffSettings,
  ) {}

  /**
   * On every authenticated request. Until a first read has succeeded nothing is known, so a failure is a 503;
   * later failures keep the copy in hand (identity unreachable also means no session can be ended meanwhile)
   * and are retried after RETRY_AFTER_MS.
   */
  async isRevoked(sessionId: string): Promise<boolean> {
    const age = Date.now() - this.readAt;
    const due = age >= (this.lastReadFailed ? RETRY_AFTER_MS : this.settings.sessionRevocationTtlMs);
    if (due) await this.refresh().catch(() => undefined);
    // Nothing known yet and a read on its way (the first requests after start-up arrive together): wait for it.
    else if (!this.readSucceeded && this.reading) await this.reading.catch(() => undefined);
    if (!this.readSucceeded) throw revocationsUnavailable();
    const until = this.revoked.get(sessionId);
    return until !== undefined && until > Date.now();
  }

  /** This replica ended the session: its tokens are refused here from now on, without waiting for a read. */
  markRevoked(sessionIds: readonly string[]): void {
    const until = Date.now() + LOCAL_MARK_MS;
    for (const id of sessionIds) this.revoked.set(id, Math.max(until, this.revoked.get(id) ?? 0));
  }

  /**
   * Reads the list now, from a read that starts after this call (identity ended sessions this replica does not
   * know by id, such as a refresh token's reused family).
   */
  async refreshNow(): Promise<void> {
    const inFlight = this.reading;
    if (inFlight) await inFlight.catch(() => undefined);
    await this.refresh();
  }

  /** One read at a time per replica; concurrent requests wait for the same one. */
  private refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    this.readAt = Date.now();
    const since = this.asOf ? new Date(Date.parse(this.asOf) - OVERLAP_MS).toISOString() : undefined;
    try {
      const answer = await this.sessions.revocations(since);
      for (const { sessionId, listedUntil } of answer.revocations) {
        this.revoked.set(sessionId, Math.max(Date.parse(listedUntil), this.revoked.get(sessionId) ?? 0));
      }
      this.asOf = answer.asOf;
      this.readSucceeded = true;
      this.lastReadFailed = false;
    } catch (error) {
      this.lastReadFailed = true;
      this.logger.warn(`The session revocation list could not be read: ${(error as Error).message}`);
      throw error;
    }
    const now = Date.now();
    for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id);
  }
}
