import { Module } from '@nestjs/common';
import { UtilityAccountsClient } from './utility-accounts.client';
import { UtilityAccountsResolver } from './utility-accounts.resolver';

@Module({ providers: [UtilityAccountsClient, UtilityAccountsResolver], exports: [UtilityAccountsClient] })
export class UtilityAccountsModule {}
