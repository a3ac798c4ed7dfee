import { Body, Controller, Get, Patch } from '@nestjs/common';
import type { CallerContext, PublicSettingsBody } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { UpdateSettingsDto } from './settings.dto';
import { SettingsService } from './settings.service';

@Controller('v1/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Read by the bff for visitors too: no caller needed. */
  @Get('public')
  publicSettings(): Promise<PublicSettingsBody> {
    return this.settings.publicSettings();
  }

  @Patch()
  update(@Caller() caller: CallerContext, @Body() body: UpdateSettingsDto): Promise<PublicSettingsBody> {
    return this.settings.update(caller, body);
  }
}
