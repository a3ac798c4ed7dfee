import { Module } from '@nestjs/common';
import { CreditsClient } from './credits.client';
import { CreditsResolver } from './credits.resolver';

@Module({ providers: [CreditsClient, CreditsResolver], exports: [CreditsClient] })
export class CreditsModule {}
