import { Injectable } from '@nestjs/common';
import type { InvitationPreviewBody, RegisterCompanyRequest, RegisterTenantRequest, UserBody } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Injectable()
export class RegistrationsClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  registerCompany(body: RegisterCompanyRequest) {
    return this.http.post<UserBody>('/v1/registrations', { body });
  }

  registerTenant(body: RegisterTenantRequest) {
    return this.http.post<UserBody>('/v1/registrations/tenant', { body });
  }

  invitation(hash: string) {
    return this.http.get<InvitationPreviewBody>(`/v1/invitations/${encodeURIComponent(hash)}`);
  }
}
