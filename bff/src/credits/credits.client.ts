import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreateCreditEntryRequest,
  CreditAllowanceBody,
  CreditAwardBody,
  CreditBalanceBody,
  DailyCappedCreditReason,
} from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class CreditsClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  balance(caller: CallerContext) {
    return this.http.get<CreditBalanceBody>('/v1/credits/balance', { caller });
  }

  /**
   * Idempotent per (reason, referenceId): a retry answers the entry already recorded. A capped reason (bug
   * reports) is awarded at most what is left of the user's cap today.
   */
  record(caller: CallerContext, body: CreateCreditEntryRequest) {
    return this.http.post<CreditAwardBody>('/v1/credits', { caller, body });
  }

  /** What the caller may still earn today for a capped reason. */
  allowance(caller: CallerContext, reason: DailyCappedCreditReason) {
    return this.http.get<CreditAllowanceBody>('/v1/credits/allowance', { caller, query: { reason } });
  }
}
