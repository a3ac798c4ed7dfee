import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import type { SalesBotAnswer as SalesBotAnswerBody } from '@pm/contracts';

type SourceBody = NonNullable<SalesBotAnswerBody['source']>;

@ObjectType()
export class SalesBotSource implements SourceBody {
  @Field(() => ID) id!: string;
  @Field(() => String) question!: string;
}

@ObjectType()
export class SalesBotAnswer implements SalesBotAnswerBody {
  @Field(() => String) answer!: string;
  /** The knowledge-base article the answer came from; null for the "not sure" fall-back. */
  @Field(() => SalesBotSource, { nullable: true }) source!: SalesBotSource | null;
  /** Retrieval score in [0, 1]. */
  @Field(() => Float) score!: number;
}

export const toSalesBotAnswer = ({ source, ...body }: SalesBotAnswerBody): SalesBotAnswer =>
  Object.assign(new SalesBotAnswer(), body, { source: source && Object.assign(new SalesBotSource(), source) });
