import { Injectable } from '@nestjs/common';
import type { CallerContext, PublicSettingsBody, SystemSettingsBody, UpdateSettingsRequest } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import { InjectServiceClient } from '../service-clients/service-clients.module';

/** Nothing is cached, so a change shows on the next read. */
@Injectable()
export class SystemSettingsClient {
  constructor(@InjectServiceClient('identity') private readonly http: ServiceClient) {}

  publicSettings() {
    return this.http.get<PublicSettingsBody>('/v1/settings/public');
  }

  /** Every setting, the limits too (staff). */
  all(caller: CallerContext) {
    return this.http.get<SystemSettingsBody>('/v1/settings', { caller });
  }

  update(caller: CallerContext, body: UpdateSettingsRequest) {
    return this.http.request<SystemSettingsBody>('PATCH', '/v1/settings', { caller, body });
  }
}
