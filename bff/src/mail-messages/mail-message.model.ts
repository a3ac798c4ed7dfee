import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  MAIL_STATUSES,
  MAIL_TRANSPORTS,
  type MailMessageBody,
  type MailStatus,
  type MailTransport,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

const MailTransportEnum = enumType(MAIL_TRANSPORTS, 'MailTransport', 'SMTP relay, or the development outbox');
const MailStatusEnum = enumType(MAIL_STATUSES, 'MailStatus');

/** One message a service sent: the outbox in development (with its text), the delivery log always. */
@ObjectType()
export class MailMessage implements MailMessageBody {
  @Field(() => ID) id!: string;
  @Field(() => String) sender!: string;
  @Field(() => String) to!: string;
  @Field(() => String) subject!: string;
  @Field(() => String, { nullable: true, description: 'Kept for the outbox only, never for mail sent over SMTP' })
  text!: string | null;
  @Field(() => MailTransportEnum) transport!: MailTransport;
  @Field(() => MailStatusEnum) status!: MailStatus;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => String) createdAt!: string;
}

@ObjectType()
export class MailMessageConnection extends connectionType(MailMessage) {}
