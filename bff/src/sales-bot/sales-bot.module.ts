import { Module } from '@nestjs/common';
import { SalesBotClient } from './sales-bot.client';
import { SalesBotController } from './sales-bot.controller';
import { SalesBotResolver } from './sales-bot.resolver';

@Module({ controllers: [SalesBotController], providers: [SalesBotClient, SalesBotResolver], exports: [SalesBotClient] })
export class SalesBotModule {}
