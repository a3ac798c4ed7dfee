import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ROLES, type Role, type UserBody } from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

const RoleEnum = enumType(ROLES, 'Role');

@ObjectType()
export class User implements Omit<UserBody, 'createdAt'> {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => RoleEnum) role!: Role;
  /** Resolved by User.company through the company loader. */
  companyId!: string;
}

@ObjectType()
export class UserConnection extends connectionType(User) {}
