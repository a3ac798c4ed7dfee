import { ArgsType, Field } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { Length } from 'class-validator';

/** The engagement service answers questions of 1 to 500 characters. */
export const SALES_BOT_QUESTION_MAX = 500;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@ArgsType()
export class SalesBotQuestionArgs {
  @Field(() => String)
  @Transform(trim)
  @Length(1, SALES_BOT_QUESTION_MAX, {
    message: `question is required: text of at most ${SALES_BOT_QUESTION_MAX} characters`,
  })
  question!: string;
}
