import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import type { ChangePasswordBody, ChangePasswordRequest } from '@pm/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Shape only: identity checks the current password and holds the new one to the registration's rules. */
@InputType()
export class ChangePasswordInput implements Omit<ChangePasswordRequest, 'sessionId'> {
  @Field(() => String)
  @IsString()
  @IsNotEmpty({ message: 'Enter your current password' })
  @MaxLength(200)
  currentPassword!: string;

  @Field(() => String)
  @IsString()
  @IsNotEmpty({ message: 'Enter a new password' })
  @MaxLength(200)
  newPassword!: string;
}

@ObjectType()
export class ChangePasswordPayload implements ChangePasswordBody {
  /** Other sessions of the account that were signed out; this one stays signed in. */
  @Field(() => Int) revokedSessions!: number;
}
