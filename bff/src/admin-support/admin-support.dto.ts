import type { SupportConversationStatus } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';

export const SUPPORT_STATUSES: readonly SupportConversationStatus[] = ['open', 'closed'];
/** The engagement service keeps a message to 4,000 characters. */
export const SUPPORT_REPLY_MAX = 4000;

const STATUS_MESSAGE = `status must be one of ${SUPPORT_STATUSES.join(', ')}`;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ListAdminSupportQueryDto extends PageQueryDto {
  @IsOptional() @IsIn(SUPPORT_STATUSES, { message: STATUS_MESSAGE }) status?: SupportConversationStatus;
}

export class AdminSupportReplyDto {
  @Transform(trim)
  @IsString({ message: 'body must be text' })
  @Length(1, SUPPORT_REPLY_MAX, { message: `body must be between 1 and ${SUPPORT_REPLY_MAX} characters` })
  body!: string;
}

export class UpdateAdminSupportConversationDto {
  @IsIn(SUPPORT_STATUSES, { message: STATUS_MESSAGE }) status!: SupportConversationStatus;
}
