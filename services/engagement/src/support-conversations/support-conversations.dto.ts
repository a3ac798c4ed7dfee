import {
  SUPPORT_CONVERSATION_STATUSES,
  type SupportConversationStatus,
  type SupportInboundRequest,
  type SupportReplyRequest,
  type UpdateSupportConversationRequest,
} from '@pm/contracts';
import { NormalizeEmail, PageQueryDto, Trim } from '@pm/kit';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from 'class-validator';

export class SupportInboundDto implements SupportInboundRequest {
  @IsOptional() @IsUUID() conversationId?: string;
  @IsOptional() @IsString() @Length(16, 200) conversationToken?: string;
  @Trim() @IsString() @Length(1, 4000) body!: string;
  @IsOptional() @Trim() @IsString() @Length(1, 200) visitorName?: string;
  @IsOptional() @NormalizeEmail() @IsString() @MaxLength(254) @IsEmail() visitorEmail?: string;
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter code such as UK' })
  country?: string;
}

export class ConversationTokenQueryDto {
  @IsOptional() @IsString() @MaxLength(200) token?: string;
}

const STATUS_MESSAGE = `status must be one of ${SUPPORT_CONVERSATION_STATUSES.join(', ')}`;
const REPLY_MESSAGE = 'body must be between 1 and 4000 characters';

export class ListSupportConversationsQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(SUPPORT_CONVERSATION_STATUSES, { message: STATUS_MESSAGE }) status?: SupportConversationStatus;
}

export class SupportReplyDto implements SupportReplyRequest {
  @Trim() @IsString({ message: 'body must be text' }) @Length(1, 4000, { message: REPLY_MESSAGE }) body!: string;
}

export class UpdateSupportConversationDto implements UpdateSupportConversationRequest {
  @IsIn(SUPPORT_CONVERSATION_STATUSES, { message: STATUS_MESSAGE }) status!: SupportConversationStatus;
}
