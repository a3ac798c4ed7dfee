import { Module } from '@nestjs/common';
import { SystemSettingsClient } from './system-settings.client';
import { SystemSettingsController } from './system-settings.controller';
import { SystemSettingsResolver } from './system-settings.resolver';

@Module({
  controllers: [SystemSettingsController],
  providers: [SystemSettingsClient, SystemSettingsResolver],
  exports: [SystemSettingsClient],
})
export class SystemSettingsModule {}
