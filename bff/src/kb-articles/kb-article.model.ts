import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { KbArticleBody } from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';

@ObjectType()
export class KbArticle implements Omit<KbArticleBody, 'updatedBy'> {
  @Field(() => ID) id!: string;
  @Field(() => String) question!: string;
  @Field(() => String) answer!: string;
  /** Lower-cased words the bot also matches on. */
  @Field(() => [String]) keywords!: string[];
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  /** Resolved by KbArticle.updatedBy through the user loader; null for the seed. */
  updatedById!: string | null;
}

export const toKbArticle = ({ updatedBy, ...body }: KbArticleBody): KbArticle =>
  Object.assign(new KbArticle(), body, { updatedById: updatedBy });

@ObjectType()
export class KbArticleConnection extends connectionType(KbArticle) {}
