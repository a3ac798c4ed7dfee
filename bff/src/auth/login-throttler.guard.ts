import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { AppException } from '@pm/kit';
import type { BffSettings } from '../config/bff.config';

const rateLimited = () => new AppException(429, 'RATE_LIMITED', 'Too many login attempts. Try again later.');

/** The e-mail an attempt is for, normalised as identity compares it; blank when the body has none. */
function loginEmailOf(request: { body?: unknown }): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Per client address against spraying many accounts, per e-mail against guessing one account's password from
 * many addresses. Every attempt counts, successful or not.
 */
export function loginThrottlerOptions(settings: BffSettings): ThrottlerModuleOptions {
  const { perEmail, perIp, windowMs } = settings.loginLimits;
  return {
    throttlers: [
      { name: 'login-ip', ttl: windowMs, limit: perIp, getTracker: (req) => String(req.ip ?? 'unknown') },
      { name: 'login-email', ttl: windowMs, limit: perEmail, getTracker: (req) => `email:${loginEmailOf(req)}` },
    ],
  };
}

@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw rateLimited();
  }
}
