import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../config/bff.config';

const REFRESH_COOKIE = 'refreshToken';
const REFRESH_COOKIE_PATH = '/api/auth';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/** Only the auth endpoints ever receive the refresh cookie; scripts never read it. */
export function setRefreshCookie(reply: FastifyReply, settings: BffSettings, token: string, expiresAt?: string): void {
  const untilExpiry = expiresAt ? Math.floor((Date.parse(expiresAt) - Date.now()) / 1000) : NaN;
  const maxAge =
    Number.isFinite(untilExpiry) && untilExpiry > 0 ? Math.min(untilExpiry, THIRTY_DAYS_SECONDS) : THIRTY_DAYS_SECONDS;
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.cookieSecure,
    path: REFRESH_COOKIE_PATH,
    maxAge,
  });
}

export function clearRefreshCookie(reply: FastifyReply, settings: BffSettings): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.cookieSecure,
    path: REFRESH_COOKIE_PATH,
  });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}
