import type { RegisterCompanyRequest, RegisterTenantRequest } from '@pm/contracts';
import { NormalizeEmail, Trim } from '@pm/kit';
import { IsEmail, IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';
import { IsAcceptablePassword } from '../users/password-rules';

export class RegisterCompanyDto implements RegisterCompanyRequest {
  @Trim() @IsString() @Length(2, 120) companyName!: string;
  @Trim() @IsString() @Length(1, 100) firstName!: string;
  @Trim() @IsString() @Length(1, 100) lastName!: string;
  @NormalizeEmail() @IsString() @MaxLength(254) @IsEmail() email!: string;
  @IsAcceptablePassword() password!: string;
}

export class RegisterTenantDto implements RegisterTenantRequest {
  @IsString() @IsNotEmpty() @MaxLength(200) invitationHash!: string;
  @Trim() @IsString() @Length(1, 100) firstName!: string;
  @Trim() @IsString() @Length(1, 100) lastName!: string;
  @IsAcceptablePassword() password!: string;
}
