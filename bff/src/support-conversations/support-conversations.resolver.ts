import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { SupportConversationBody, SupportConversationDetailBody, SupportConversationStatus } from '@pm/contracts';
import { assertUuid, DEFAULT_PAGE_SIZE, isUuid } from '@pm/kit';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { paginate } from '../graphql/connection';
import { toModel } from '../graphql/model';
import {
  SupportConversation,
  SupportConversationConnection,
  SupportConversationDetail,
  SupportConversationStatusEnum,
  SupportMessage,
} from './support-conversation.model';
import { SupportConversationWriterResolver } from './support-conversation-writer.resolver';
import { SupportConversationsClient } from './support-conversations.client';
import { SupportReplyInput } from './support-reply.input';

const toConversation = (body: SupportConversationBody) => toModel(SupportConversation, body);
const toDetail = ({ messages, ...body }: SupportConversationDetailBody) =>
  Object.assign(new SupportConversationDetail(), body, {
    messages: messages.map((message) => toModel(SupportMessage, message)),
  });

/** Latest activity first; the engagement service validates, its messages by field pass through as extensions. */
@Resolver(() => SupportConversation)
@Roles('admin', 'superuser')
export class SupportConversationsResolver extends SupportConversationWriterResolver(SupportConversation) {
  constructor(private readonly conversations: SupportConversationsClient) {
    super();
  }

  @Query(() => SupportConversationConnection)
  supportConversations(
    @CurrentUser() caller: AuthUser,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('status', { type: () => SupportConversationStatusEnum, nullable: true })
    status?: SupportConversationStatus | null,
  ): Promise<SupportConversationConnection> {
    return paginate(
      (cursor, limit) => this.conversations.list(caller, { cursor, limit, status: status ?? undefined }),
      first,
      after,
      toConversation,
    );
  }

  @Query(() => SupportConversationDetail, { nullable: true })
  async supportConversation(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<SupportConversationDetail | null> {
    const body = isUuid(id) ? await this.conversations.find(caller, id) : null;
    return body && toDetail(body);
  }

  @Mutation(() => SupportConversationDetail)
  async replyToSupportConversation(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => SupportReplyInput }) input: SupportReplyInput,
  ): Promise<SupportConversationDetail> {
    return toDetail(await this.conversations.reply(caller, assertUuid(id), { body: input.body }));
  }

  @Mutation(() => SupportConversation)
  async setSupportConversationStatus(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => SupportConversationStatusEnum }) status: SupportConversationStatus,
  ): Promise<SupportConversation> {
    return toConversation(await this.conversations.setStatus(caller, assertUuid(id), { status }));
  }
}
