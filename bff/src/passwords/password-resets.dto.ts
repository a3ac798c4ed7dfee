import type { PasswordResetRequest, ResetPasswordRequest } from '@pm/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A reset link's token: 43 URL-safe characters (256 bits); anything else is not a link identity issued. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export class PasswordResetRequestDto implements PasswordResetRequest {
  @Transform(trimLower)
  @IsString()
  @IsNotEmpty({ message: 'Enter your email address' })
  @MaxLength(254)
  @IsEmail({}, { message: 'Enter a valid email address' })
  email!: string;
}

/** The strength rules are identity's (the registration's), answered by field. */
export class ResetPasswordDto implements ResetPasswordRequest {
  @IsString() @IsNotEmpty({ message: 'Enter a password' }) @MaxLength(200) password!: string;
}
