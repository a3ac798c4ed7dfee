import { Injectable } from '@nestjs/common';
import type {
  CreateSessionRequest,
  FederatedSignInRequest,
  RateLimitHitBody,
  RateLimitHitRequest,
  RevokedSessionBody,
  SessionBody,
  SessionRevocationsBody,
  UserBody,
  VerifyPasswordRequest,
} from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class SessionsClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  verifyPassword(body: VerifyPasswordRequest) {
    return this.http.post<UserBody>('/v1/auth/verify-password', { body });
  }

  federatedSignIn(body: FederatedSignInRequest) {
    return this.http.post<UserBody>('/v1/auth/federated', { body });
  }

  create(body: CreateSessionRequest) {
    return this.http.post<SessionBody>('/v1/sessions', { body });
  }

  rotate(refreshToken: string) {
    return this.http.post<SessionBody>('/v1/sessions/rotate', { body: { refreshToken } });
  }

  revoke(refreshToken: string) {
    return this.http.post<RevokedSessionBody>('/v1/sessions/revoke', { body: { refreshToken } });
  }

  /** Sessions ended since `since` (identity's clock) whose access tokens are still to be refused. */
  revocations(since?: string) {
    return this.http.get<SessionRevocationsBody>('/v1/sessions/revocations', { query: { since } });
  }

  rateLimitHit(body: RateLimitHitRequest) {
    return this.http.post<RateLimitHitBody>('/v1/rate-limits/hits', { body });
  }
}
