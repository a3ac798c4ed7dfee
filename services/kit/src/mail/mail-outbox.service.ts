import { Injectable } from '@nestjs/common';
import type { CallerContext, MailMessageBody, Page, PageQuery } from '@pm/contracts';
import { DataSource } from 'typeorm';
import { requireAdmin } from '../internal-auth';
import { keysetPage, newestFirst } from '../pagination';
import { MailMessageEntity } from './mail-message.entity';

const toMailMessageBody = (row: MailMessageEntity): MailMessageBody => ({
  id: row.id,
  sender: row.sender,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  transport: row.transport,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/** Platform staff read every service's mail, newest first: the outbox in development, the delivery log always. */
@Injectable()
export class MailOutboxService {
  constructor(private readonly dataSource: DataSource) {}

  list(caller: CallerContext, query: PageQuery): Promise<Page<MailMessageBody>> {
    requireAdmin(caller);
    return keysetPage(
      () => this.dataSource.getRepository(MailMessageEntity).createQueryBuilder('m'),
      newestFirst('m.created_at'),
      query,
      toMailMessageBody,
    );
  }
}
