import { Controller, Get } from '@nestjs/common';
import type { ApiData, PublicSettingsBody } from '@pm/contracts';
import { Public } from '../auth/public.decorator';
import { SystemSettingsClient } from './system-settings.client';

@Public()
@Controller('api/settings')
export class SystemSettingsController {
  constructor(private readonly settings: SystemSettingsClient) {}

  /** WhatsApp number, support-bot URL and bug report credits: the widgets read them, signed in or not. */
  @Get('public')
  async publicSettings(): Promise<ApiData<PublicSettingsBody>> {
    return { success: true, data: await this.settings.publicSettings() };
  }
}
