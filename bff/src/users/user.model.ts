import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Role, UserBody } from '@pm/contracts';
import { RoleEnum } from '../graphql/enums';
import { PageInfo } from '../graphql/page-info.model';

@ObjectType()
export class User {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => RoleEnum) role!: Role;
  /** Resolved by User.company through the company loader. */
  companyId!: string;
}

export const toUser = (body: UserBody): User =>
  Object.assign(new User(), {
    id: body.id,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    role: body.role,
    companyId: body.companyId,
  });

@ObjectType()
export class UserEdge {
  @Field(() => String) cursor!: string;
  @Field(() => User) node!: User;
}

@ObjectType()
export class UserConnection {
  @Field(() => [UserEdge]) edges!: UserEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
}
