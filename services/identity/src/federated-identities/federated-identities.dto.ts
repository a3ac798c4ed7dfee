import type { FederatedSignInRequest } from '@pm/contracts';
import { NormalizeEmail } from '@pm/kit';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

export class FederatedSignInDto implements FederatedSignInRequest {
  @IsString()
  @MaxLength(500)
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  issuer!: string;

  /** OpenID Connect caps `sub` at 255 ASCII characters. */
  @IsString() @IsNotEmpty() @MaxLength(255) subject!: string;

  @IsOptional() @NormalizeEmail() @IsString() @MaxLength(254) @IsEmail() email?: string;
  @IsBoolean() emailVerified!: boolean;
}
