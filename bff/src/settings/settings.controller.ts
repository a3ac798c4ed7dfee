import { Controller, Get } from '@nestjs/common';
import type { ApiData, PublicSettingsBody } from '@pm/contracts';
import { Public } from '../auth/public.decorator';
import { SettingsClient } from './settings.client';

@Public()
@Controller('api/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsClient) {}

  /** WhatsApp number, support-bot URL and bug report credits: the widgets read them, signed in or not. */
  @Get('public')
  async publicSettings(): Promise<ApiData<PublicSettingsBody>> {
    return { success: true, data: await this.settings.publicSettings() };
  }
}
