import { Module } from '@nestjs/common';
import { SystemSettingsController } from './system-settings.controller';
import { SystemSettingsService } from './system-settings.service';

@Module({
  controllers: [SystemSettingsController],
  providers: [SystemSettingsService],
  // The credit ledger reads the daily caps.
  exports: [SystemSettingsService],
})
export class SystemSettingsModule {}
