import { Controller, Get, Query } from '@nestjs/common';
import type { CallerContext, MailMessageBody, Page } from '@pm/contracts';
import { Caller } from '../internal-auth';
import { PageQueryDto } from '../pagination';
import { MailOutboxService } from './mail-outbox.service';

@Controller('v1/admin/mail')
export class MailOutboxController {
  constructor(private readonly outbox: MailOutboxService) {}

  @Get()
  list(@Caller() caller: CallerContext, @Query() query: PageQueryDto): Promise<Page<MailMessageBody>> {
    return this.outbox.list(caller, query);
  }
}
