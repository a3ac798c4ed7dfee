import { Module } from '@nestjs/common';
import { CallerLinksController } from './caller-links.controller';
import { CallerLinksService } from './caller-links.service';

@Module({
  controllers: [CallerLinksController],
  providers: [CallerLinksService],
})
export class CallerLinksModule {}
