import { Module } from '@nestjs/common';
import { SystemSettingsModule } from '../system-settings/system-settings.module';
import { CreditsController } from './credits.controller';
import { CreditsService } from './credits.service';

@Module({
  imports: [SystemSettingsModule],
  controllers: [CreditsController],
  providers: [CreditsService],
})
export class CreditsModule {}
