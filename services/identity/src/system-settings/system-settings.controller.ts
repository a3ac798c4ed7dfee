import { Body, Controller, Get, Patch } from '@nestjs/common';
import type { CallerContext, PublicSettingsBody, SystemSettingsBody } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { UpdateSystemSettingsDto } from './system-settings.dto';
import { SystemSettingsService } from './system-settings.service';

@Controller('v1/settings')
export class SystemSettingsController {
  constructor(private readonly settings: SystemSettingsService) {}

  /** Read by the bff for visitors too: no caller needed. */
  @Get('public')
  publicSettings(): Promise<PublicSettingsBody> {
    return this.settings.publicSettings();
  }

  /** Every setting, the limits too: staff only. */
  @Get()
  all(@Caller() caller: CallerContext): Promise<SystemSettingsBody> {
    return this.settings.allSettings(caller);
  }

  @Patch()
  update(@Caller() caller: CallerContext, @Body() body: UpdateSystemSettingsDto): Promise<SystemSettingsBody> {
    return this.settings.update(caller, body);
  }
}
