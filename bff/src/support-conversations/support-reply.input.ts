import { Field, InputType } from '@nestjs/graphql';
import type { SupportReplyRequest } from '@pm/contracts';
import { IsString } from 'class-validator';

/** Shape only: the engagement service trims the reply and checks its length, with a message on `body`. */
@InputType()
export class SupportReplyInput implements SupportReplyRequest {
  @Field(() => String)
  @IsString({ message: 'body must be text' })
  body!: string;
}
