import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppException } from '@pm/kit';
import { BffSettings } from '../config/bff.config';

const resetRateLimited = () =>
  new AppException(429, 'RATE_LIMITED', 'Too many password reset attempts. Please try again later.');

/** The e-mail a request is for, normalised as identity compares it; blank when the body has none. */
function resetEmailOf(request: { body?: unknown }): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * On the shared storage, like the login's: per client address (every reset route), and per e-mail against
 * flooding one mailbox from many addresses (the routes without an e-mail count under the blank one, which
 * they skip). Refused attempts count too.
 */
@Injectable()
export class PasswordResetThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly settings: BffSettings,
  ) {
    super(options, storage, reflector);
  }

  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    const { perEmail, perIp, windowMs } = this.settings.passwordResetLimits;
    this.throttlers = [
      { name: 'reset-ip', ttl: windowMs, limit: perIp, getTracker: (req) => String(req.ip ?? 'unknown') },
      {
        name: 'reset-email',
        ttl: windowMs,
        limit: perEmail,
        getTracker: (req) => `reset-email:${resetEmailOf(req)}`,
        skipIf: (context) => resetEmailOf(context.switchToHttp().getRequest<{ body?: unknown }>()) === '',
      },
    ];
  }

  protected override async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw resetRateLimited();
  }
}
