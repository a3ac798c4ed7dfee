import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class LoginDto {
  @Transform(trimLower)
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an email address' })
  email!: string;

  @IsString() @IsNotEmpty() @MaxLength(200) password!: string;
}

/** Refresh and logout: the token comes in the body or, when absent there, from the httpOnly cookie. */
export class RefreshTokenBodyDto {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(200) refreshToken?: string;
}
