import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  SUPPORT_CONVERSATION_STATUSES,
  SUPPORT_SENDERS,
  type SupportConversationBody,
  type SupportConversationStatus,
  type SupportMessageBody,
  type SupportSender,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const SupportConversationStatusEnum = enumType(SUPPORT_CONVERSATION_STATUSES, 'SupportConversationStatus');
const SupportSenderEnum = enumType(SUPPORT_SENDERS, 'SupportSender');

/** The signed-in writer resolves as `user`. */
@ObjectType()
export class SupportConversation implements SupportConversationBody {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) companyId!: string | null;
  /** Set for a signed-in user's conversation, null for a visitor's. */
  @Field(() => ID, { nullable: true }) userId!: string | null;
  @Field(() => String, { nullable: true }) visitorName!: string | null;
  @Field(() => String, { nullable: true }) visitorEmail!: string | null;
  @Field(() => String) country!: string;
  @Field(() => SupportConversationStatusEnum) status!: SupportConversationStatus;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  @Field(() => String) lastMessageAt!: string;
}

/** One message of a conversation; a staff reply's writer resolves as `author`. */
@ObjectType()
export class SupportMessage implements SupportMessageBody {
  @Field(() => ID) id!: string;
  @Field(() => ID) conversationId!: string;
  @Field(() => SupportSenderEnum) sender!: SupportSender;
  @Field(() => ID, { nullable: true }) authorUserId!: string | null;
  @Field(() => String) body!: string;
  @Field(() => String) createdAt!: string;
}

/** Messages oldest first. */
@ObjectType()
export class SupportConversationDetail extends SupportConversation {
  @Field(() => [SupportMessage]) messages!: SupportMessage[];
}

@ObjectType()
export class SupportConversationConnection extends connectionType(SupportConversation) {}
