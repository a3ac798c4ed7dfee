import type { CreateInvitationRequest } from '@pm/contracts';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../common/dto-transforms';

export const INVITABLE_ROLES = ['tenant', 'owner'] as const;

export class CreateInvitationDto implements CreateInvitationRequest {
  @NormalizeEmail() @IsString() @MaxLength(254) @IsEmail() email!: string;
  @IsOptional() @IsIn(INVITABLE_ROLES) role?: (typeof INVITABLE_ROLES)[number];
}
