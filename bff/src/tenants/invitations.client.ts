import { Injectable } from '@nestjs/common';
import type { CallerContext, CreateInvitationRequest, CreateInvitationResponse } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

/** Identity's invitations: one is made, and its `/register/{hash}` link e-mailed, in one call. */
@Injectable()
export class InvitationsClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  create(caller: CallerContext, body: CreateInvitationRequest) {
    return this.http.post<CreateInvitationResponse>('/v1/invitations', { caller, body });
  }
}
