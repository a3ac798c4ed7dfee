import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Invitation hashes are url-safe random strings; anything else is refused before reaching identity. */
export const INVITATION_HASH_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

const joining = (body: RegistrationDto) => body.invitationHash !== undefined;

/**
 * Either body of RegisterRequest: a joining tenant's e-mail is the invitation's. Password rules are
 * identity's; its per-field 400 is passed on.
 */
export class RegistrationDto {
  @ValidateIf((body: RegistrationDto) => !joining(body))
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  companyName?: string;

  @ValidateIf((body: RegistrationDto) => !joining(body))
  @Transform(trimLower)
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an email address' })
  email?: string;

  @ValidateIf(joining)
  @IsString()
  @Matches(INVITATION_HASH_PATTERN, { message: 'invitationHash is not a valid invitation' })
  invitationHash?: string;

  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) firstName!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(100) lastName!: string;
  @IsString() @IsNotEmpty() @MaxLength(200) password!: string;
}
