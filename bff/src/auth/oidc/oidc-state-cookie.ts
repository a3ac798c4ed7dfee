import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../../config/bff.config';

const OIDC_STATE_COOKIE = 'oidcState';
const OIDC_COOKIE_PATH = '/api/auth/oidc';
const OIDC_STATE_TTL_SECONDS = 10 * 60;
const MAX_COOKIE_LENGTH = 4096;

/** What the start of a sign-in leaves for its callback; signed, so the browser can carry but not change it. */
export interface OidcState {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnPath?: string;
  /** Epoch milliseconds; the callback refuses older states even if a browser kept the cookie. */
  issuedAt: number;
}

/** Lax, not Strict: the provider sends the browser back with a top-level GET from its own site. */
const cookieOptions = (settings: BffSettings) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: settings.cookieSecure,
  path: OIDC_COOKIE_PATH,
});

export function setOidcStateCookie(reply: FastifyReply, settings: BffSettings, state: OidcState): void {
  const value = Buffer.from(JSON.stringify(state)).toString('base64url');
  reply.setCookie(OIDC_STATE_COOKIE, value, {
    ...cookieOptions(settings),
    signed: true,
    maxAge: OIDC_STATE_TTL_SECONDS,
  });
}

export function clearOidcStateCookie(reply: FastifyReply, settings: BffSettings): void {
  reply.clearCookie(OIDC_STATE_COOKIE, cookieOptions(settings));
}

/** The state of the sign-in in progress, or null when the cookie is missing, forged, malformed or stale. */
export function oidcStateOf(request: FastifyRequest, now = Date.now()): OidcState | null {
  const raw = request.cookies?.[OIDC_STATE_COOKIE];
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  let state: Partial<OidcState>;
  try {
    state = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()) as Partial<OidcState>;
  } catch {
    return null;
  }
  const strings = [state.provider, state.state, state.nonce, state.codeVerifier];
  if (!strings.every((s) => typeof s === 'string' && s.length > 0)) return null;
  if (state.returnPath !== undefined && typeof state.returnPath !== 'string') return null;
  if (typeof state.issuedAt !== 'number' || now - state.issuedAt > OIDC_STATE_TTL_SECONDS * 1000) return null;
  if (state.issuedAt > now + 60_000) return null;
  return state as OidcState;
}
