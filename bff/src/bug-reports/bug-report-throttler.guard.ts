import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppException } from '@pm/kit';
import type { AuthedRequest } from '../auth/auth-user';
import { BffSettings } from '../config/bff.config';

/** "an hour", "10 minutes": the window as people say it. */
function windowInWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes === 60) return 'an hour';
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  if (minutes >= 1) return minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return `${Math.max(1, Math.round(ms / 1000))} seconds`;
}

function waitInWords(seconds: number): string {
  if (seconds <= 90) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * Per signed-in user, on the shared storage every replica counts in (identity's PostgreSQL), so a user cannot
 * spread a burst over replicas. Runs after JwtAuthGuard, so the user is known, and before the form is read:
 * a refused report costs no upload, no image work and no service call.
 */
@Injectable()
export class BugReportThrottlerGuard extends ThrottlerGuard {
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
    const { perUser, windowMs } = this.settings.bugReportLimits;
    this.throttlers = [
      {
        name: 'default',
        ttl: windowMs,
        limit: perUser,
        getTracker: (req) => `bug-reports:user:${(req as AuthedRequest).user?.userId ?? 'none'}`,
      },
    ];
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new AppException(
      429,
      'RATE_LIMITED',
      `Too many bug reports: you can send ${detail.limit} in ${windowInWords(detail.ttl)}. ` +
        `Try again in ${waitInWords(detail.timeToBlockExpire)}.`,
      { retryAfterSeconds: detail.timeToBlockExpire },
    );
  }
}
