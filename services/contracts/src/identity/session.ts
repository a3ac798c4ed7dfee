import type { UserBody } from './user';

/**
 * How long an access token lives. The bff signs them; identity keeps a revoked session on its revocation list
 * this long (plus a margin for clocks), after which every access token of that session has expired anyway.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** POST /v1/sessions: opens a refresh-token family for a user. */
export interface CreateSessionRequest {
  userId: string;
  userAgent?: string;
  ip?: string;
}

/** POST /v1/sessions/rotate */
export interface RotateSessionRequest {
  refreshToken: string;
}

/** POST /v1/sessions/revoke */
export interface RevokeSessionRequest {
  refreshToken: string;
}

export interface SessionBody {
  /** The refresh-token family: one per sign-in, kept by every rotation, carried by its access tokens (`sid`). */
  sessionId: string;
  refreshToken: string;
  refreshExpiresAt: string;
  user: UserBody;
}

/** POST /v1/sessions/revoke answers the session it ended; null for a token identity never issued. */
export interface RevokedSessionBody {
  sessionId: string | null;
}

/** GET /v1/sessions/revocations: `since` is an ISO time; without it, every listed session. */
export interface SessionRevocationsQuery {
  since?: string;
}

export interface SessionRevocationBody {
  sessionId: string;
  /** After this no access token of the session can still be valid, and the entry leaves the list. */
  listedUntil: string;
}

/** Sessions revoked after `since` (by identity's clock) whose access tokens may still be alive. */
export interface SessionRevocationsBody {
  revocations: SessionRevocationBody[];
  /** Identity's clock when the list was read: the `since` of the next read. */
  asOf: string;
}
