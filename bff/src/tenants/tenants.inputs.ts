import { Field, InputType } from '@nestjs/graphql';
import {
  RIGHT_TO_RENT_METHODS,
  type CreateTenantRequest,
  type RecordRightToRentCheckRequest,
  type RightToRentMethod,
  type TenantStatus,
  type UpdateTenantRequest,
} from '@pm/contracts';
import { IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { RightToRentMethodEnum, TenantStatusEnum } from './tenant.model';

const given = (_: object, value: unknown) => value !== undefined;
const text = (field: string) => ({ message: `${field} must be text` });

/**
 * Shape and types only (enums are checked by GraphQL itself): the portfolio service checks every rule, with a
 * message per field (TEN-01: a UK phone, an e-mail, a date of birth not in the future).
 */
@InputType({ description: 'A new tenant (TEN-01); an applicant unless a status is given' })
export class CreateTenantInput implements CreateTenantRequest {
  @Field(() => String) @IsString(text('firstName')) firstName!: string;
  @Field(() => String) @IsString(text('lastName')) lastName!: string;
  @Field(() => String) @IsString(text('email')) email!: string;
  @Field(() => String, { description: 'A UK phone number' }) @IsString(text('phone')) phone!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, not in the future' })
  @IsOptional()
  @IsString(text('dateOfBirth'))
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('emergencyContactName'))
  emergencyContactName?: string | null;

  @Field(() => String, { nullable: true, description: 'A UK phone number' })
  @IsOptional()
  @IsString(text('emergencyContactPhone'))
  emergencyContactPhone?: string | null;

  @Field(() => String, { nullable: true, description: 'Such as Mother or Partner' })
  @IsOptional()
  @IsString(text('emergencyContactRelationship'))
  emergencyContactRelationship?: string | null;

  @Field(() => TenantStatusEnum, { nullable: true }) @IsOptional() status?: TenantStatus;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('notes')) notes?: string | null;
}

/** Any subset of the fields; null clears an optional one. */
@InputType({ description: 'Changes to a tenant: only the fields given change (TEN-01)' })
export class UpdateTenantInput implements UpdateTenantRequest {
  @Field(() => String, { nullable: true }) @ValidateIf(given) @IsString(text('firstName')) firstName?: string;
  @Field(() => String, { nullable: true }) @ValidateIf(given) @IsString(text('lastName')) lastName?: string;
  @Field(() => String, { nullable: true }) @ValidateIf(given) @IsString(text('email')) email?: string;
  @Field(() => String, { nullable: true }) @ValidateIf(given) @IsString(text('phone')) phone?: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('dateOfBirth'))
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('emergencyContactName'))
  emergencyContactName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('emergencyContactPhone'))
  emergencyContactPhone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('emergencyContactRelationship'))
  emergencyContactRelationship?: string | null;

  @Field(() => TenantStatusEnum, { nullable: true }) @ValidateIf(given) status?: TenantStatus;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('notes')) notes?: string | null;
}

@InputType({ description: 'A Right to Rent check just made (TEN-02)' })
export class RecordRightToRentCheckInput implements RecordRightToRentCheckRequest {
  @Field(() => String, { description: 'YYYY-MM-DD, not in the future' })
  @IsString(text('checkedOn'))
  checkedOn!: string;

  @Field(() => RightToRentMethodEnum) @IsIn(RIGHT_TO_RENT_METHODS) method!: RightToRentMethod;
  @Field(() => String, { nullable: true, description: 'The share code of an online check, such as W4K 7PX 9QM' })
  @IsOptional()
  @IsString(text('shareCode'))
  shareCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The last day of a time-limited right, YYYY-MM-DD, after the check; none for an unlimited right',
  })
  @IsOptional()
  @IsString(text('expiresOn'))
  expiresOn?: string | null;
}
