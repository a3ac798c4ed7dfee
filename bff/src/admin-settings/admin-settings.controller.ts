import { Body, Controller, Get, Patch } from '@nestjs/common';
import type { ApiData, PublicSettingsBody } from '@pm/contracts';
import { AppException } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { IdentityClient } from '../service-clients/identity.client';
import { UpdateSystemSettingsDto } from './admin-settings.dto';

export const SUPERUSER_ONLY = 'Only a superuser can change system settings';

/**
 * System settings (WhatsApp number, support-bot URL, bug-report credits), kept by identity. Nothing
 * is cached here or in /api/settings/public, so a change shows on the next read of either.
 */
@Controller('api/admin/settings')
@Roles('admin', 'superuser')
export class AdminSettingsController {
  constructor(private readonly identity: IdentityClient) {}

  @Get()
  async get(): Promise<ApiData<PublicSettingsBody>> {
    return { success: true, data: await this.identity.client.get<PublicSettingsBody>('/v1/settings/public') };
  }

  /** Admins may read but not change: they get a 403 that says so (identity checks the role again). */
  @Patch()
  async update(
    @CurrentUser() caller: AuthUser,
    @Body() body: UpdateSystemSettingsDto,
  ): Promise<ApiData<PublicSettingsBody>> {
    if (caller.role !== 'superuser') throw new AppException(403, 'SUPERUSER_REQUIRED', SUPERUSER_ONLY);
    const data = await this.identity.client.request<PublicSettingsBody>('PATCH', '/v1/settings', {
      caller,
      body: { ...body },
    });
    return { success: true, data, message: 'System settings saved' };
  }
}
