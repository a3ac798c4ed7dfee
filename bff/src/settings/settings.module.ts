import { Module } from '@nestjs/common';
import { SettingsClient } from './settings.client';
import { SettingsController } from './settings.controller';

@Module({ controllers: [SettingsController], providers: [SettingsClient], exports: [SettingsClient] })
export class SettingsModule {}
