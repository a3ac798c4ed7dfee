import { Module } from '@nestjs/common';
import { AdminOverviewController } from './admin-overview.controller';

@Module({ controllers: [AdminOverviewController] })
export class AdminOverviewModule {}
