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

const contactRateLimited = () =>
  new AppException(429, 'RATE_LIMITED', 'Too many submissions from your network. Please try again later.');

/** Its own per-address limit on the shared storage, not the module's login throttlers; refused attempts count too. */
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
