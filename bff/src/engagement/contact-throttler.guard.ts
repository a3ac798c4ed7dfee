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

export const contactRateLimited = () =>
  new AppException(429, 'RATE_LIMITED', 'Too many submissions from your network. Please try again later.');

/**
 * Contact submissions per client address (CONTACT_LIMIT_PER_IP per CONTACT_LIMIT_WINDOW_MS), on
 * the shared throttler storage but with its own limit instead of the module's login throttlers.
 * Every attempt counts, refused ones too. Counters are shared by every bff replica (see the login limits).
 */
@Injectable()
export class ContactThrottlerGuard extends ThrottlerGuard {
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
    const { perIp, windowMs } = this.settings.contactLimits;
    this.throttlers = [
      { name: 'contact-ip', ttl: windowMs, limit: perIp, getTracker: (req) => String(req.ip ?? 'unknown') },
    ];
  }

  protected override async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw contactRateLimited();
  }
}
