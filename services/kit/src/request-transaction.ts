import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { Db } from './db';
import { isPublicRoute, verifiedCallerOf } from './internal-auth';

const OWN_TRANSACTIONS_KEY = 'kit:own-transactions';

/**
 * The route opens its own transactions with `db.transaction(context, work)` instead of running in the
 * request's: when slow work (password hashing) should hold no connection, or a change must persist even
 * though the answer is an error (a reused refresh token revokes its family, then answers 401).
 */
export const OwnTransactions = () => SetMetadata(OWN_TRANSACTIONS_KEY, true);

/**
 * Each request runs in one transaction with the verified caller's settings, committed before the answer
 * leaves, so a success is always stored; an error rolls everything back. Health routes are left alone.
 */
@Injectable()
export class RequestTransactionInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly db: Db,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || isPublicRoute(this.reflector, context)) return next.handle();
    const own = this.reflector.getAllAndOverride<boolean>(OWN_TRANSACTIONS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const caller = verifiedCallerOf(context);
    return defer(() =>
      this.db.runRequest(caller, own !== true, () => lastValueFrom(next.handle(), { defaultValue: undefined })),
    );
  }
}
