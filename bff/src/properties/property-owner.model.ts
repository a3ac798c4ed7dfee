import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { PropertyOwnerBody } from '@pm/contracts';

@ObjectType()
export class PropertyOwner {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
}

export const toPropertyOwner = (body: PropertyOwnerBody): PropertyOwner =>
  Object.assign(new PropertyOwner(), { id: body.id, name: body.name, email: body.email, phone: body.phone });
