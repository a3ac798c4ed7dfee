import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { paginate } from '../graphql/connection';
import { toModel } from '../graphql/model';
import { MailMessage, MailMessageConnection } from './mail-message.model';
import { MailMessagesClient } from './mail-messages.client';

@Resolver(() => MailMessage)
@Roles('admin', 'superuser')
export class MailMessagesResolver {
  constructor(private readonly mail: MailMessagesClient) {}

  /** Platform staff: every message sent, newest first (the /admin/outbox screen). */
  @Query(() => MailMessageConnection)
  mailMessages(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<MailMessageConnection> {
    return paginate(
      (cursor, limit) => this.mail.list(caller, { cursor, limit }),
      first,
      after,
      (body) => toModel(MailMessage, body),
    );
  }
}
