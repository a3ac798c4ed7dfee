import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { CompanyBody } from '@pm/contracts';

@ObjectType()
export class Company implements CompanyBody {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
}
