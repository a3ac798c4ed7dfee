import { INVITABLE_ROLES, type CreateInvitationRequest, type InvitableRole } from '@pm/contracts';
import { NormalizeEmail } from '@pm/kit';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateInvitationDto implements CreateInvitationRequest {
  @NormalizeEmail() @IsString() @MaxLength(254) @IsEmail() email!: string;
  @IsOptional() @IsIn(INVITABLE_ROLES) role?: InvitableRole;
}
