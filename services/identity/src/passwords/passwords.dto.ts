import type { ChangePasswordRequest, CompletePasswordResetRequest, PasswordResetRequest } from '@pm/contracts';
import { NormalizeEmail } from '@pm/kit';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsAcceptablePassword, PASSWORD_MAX_LENGTH } from '../users/password-rules';

export class PasswordResetRequestDto implements PasswordResetRequest {
  @NormalizeEmail() @IsString() @IsNotEmpty() @MaxLength(254) @IsEmail() email!: string;
}

export class CompletePasswordResetDto implements CompletePasswordResetRequest {
  @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
  @IsAcceptablePassword() password!: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @IsString()
  @IsNotEmpty({ message: 'Enter your current password' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword!: string;
  @IsAcceptablePassword() newPassword!: string;
  @IsOptional() @IsUUID() sessionId?: string;
}
