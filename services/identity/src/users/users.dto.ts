import type { VerifyPasswordRequest } from '@pm/contracts';
import { NormalizeEmail } from '@pm/kit';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from './password-rules';

export class VerifyPasswordDto implements VerifyPasswordRequest {
  @NormalizeEmail() @IsString() @IsNotEmpty() @MaxLength(254) @IsEmail() email!: string;
  @IsString() @IsNotEmpty() @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
}
