import { Injectable } from '@nestjs/common';
import type { CallerContext, CreateCreditEntryRequest, CreditBalanceBody, CreditEntryBody } from '@pm/contracts';
import { IdentityClient } from '../service-clients/identity.client';

/** The credit ledger lives in identity; calls go over identity's pool. */
@Injectable()
export class CreditsClient {
  constructor(private readonly identity: IdentityClient) {}

  balance(caller: CallerContext) {
    return this.identity.client.get<CreditBalanceBody>('/v1/credits/balance', { caller });
  }

  /** Idempotent per (reason, referenceId): a retry answers the entry already recorded. */
  record(caller: CallerContext, body: CreateCreditEntryRequest) {
    return this.identity.client.post<CreditEntryBody>('/v1/credits', { caller, body });
  }
}
