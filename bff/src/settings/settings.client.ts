import { Injectable } from '@nestjs/common';
import type { PublicSettingsBody } from '@pm/contracts';
import { IdentityClient } from '../service-clients/identity.client';

/** System settings live in identity; calls go over identity's pool. */
@Injectable()
export class SettingsClient {
  constructor(private readonly identity: IdentityClient) {}

  publicSettings() {
    return this.identity.client.get<PublicSettingsBody>('/v1/settings/public');
  }
}
