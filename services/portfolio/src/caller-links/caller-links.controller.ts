import { Controller, Get } from '@nestjs/common';
import type { CallerContext, CallerLinksBody } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { CallerLinksService } from './caller-links.service';

@Controller('v1/caller-links')
export class CallerLinksController {
  constructor(private readonly links: CallerLinksService) {}

  @Get()
  get(@Caller() caller: CallerContext): Promise<CallerLinksBody> {
    return this.links.linksOf(caller);
  }
}
