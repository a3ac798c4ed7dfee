import { Injectable } from '@nestjs/common';
import type { CallerContext, ChangePasswordBody, ChangePasswordRequest, PasswordResetPreviewBody } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class PasswordsClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  async requestReset(email: string): Promise<void> {
    await this.http.post<undefined>('/v1/password-resets', { body: { email } });
  }

  preview(token: string) {
    return this.http.get<PasswordResetPreviewBody>(`/v1/password-resets/${encodeURIComponent(token)}`);
  }

  async completeReset(token: string, password: string): Promise<void> {
    await this.http.post<undefined>('/v1/password-resets/complete', { body: { token, password } });
  }

  change(caller: CallerContext, body: ChangePasswordRequest) {
    return this.http.post<ChangePasswordBody>('/v1/users/me/password', { caller, body });
  }
}
