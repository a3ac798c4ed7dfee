import { Module } from '@nestjs/common';
import { CreditsClient } from './credits.client';
import { CreditsController } from './credits.controller';
import { CreditsResolver } from './credits.resolver';

@Module({ controllers: [CreditsController], providers: [CreditsClient, CreditsResolver], exports: [CreditsClient] })
export class CreditsModule {}
