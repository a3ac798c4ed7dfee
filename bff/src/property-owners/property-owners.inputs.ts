import { Field, Float, InputType, Int } from '@nestjs/graphql';
import type { CreatePropertyOwnerRequest, ManagementFeeKind, UpdatePropertyOwnerRequest } from '@pm/contracts';
import { IsInt, IsNumber, IsOptional, IsString, ValidateIf } from 'class-validator';
import { ManagementFeeKindEnum } from './property-owner.model';

const given = (_: object, value: unknown) => value !== undefined;
const text = (field: string) => ({ message: `${field} must be text` });

/**
 * Shape and types only (the enum is checked by GraphQL itself): the portfolio service checks every rule, with a
 * message per field (OWN-01). Bank numbers are write-only: no answer carries them back whole.
 */
@InputType({ description: 'A new property owner (OWN-01)' })
export class CreatePropertyOwnerInput implements CreatePropertyOwnerRequest {
  @Field(() => String) @IsString(text('name')) name!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('email')) email?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('phone')) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'Correspondence address' })
  @IsOptional()
  @IsString(text('addressLine1'))
  addressLine1?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('addressLine2'))
  addressLine2?: string | null;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('city')) city?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('postcode')) postcode?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('bankAccountName'))
  bankAccountName?: string | null;

  @Field(() => String, { nullable: true, description: '6 digits; spaces and dashes are ignored' })
  @IsOptional()
  @IsString(text('bankSortCode'))
  bankSortCode?: string | null;

  @Field(() => String, { nullable: true, description: '8 digits; spaces are ignored' })
  @IsOptional()
  @IsString(text('bankAccountNumber'))
  bankAccountNumber?: string | null;

  @Field(() => ManagementFeeKindEnum) @IsString() managementFeeKind!: ManagementFeeKind;
  @Field(() => Float, { nullable: true, description: 'Percent of the rent collected (kind percent), 0 to 100' })
  @IsOptional()
  @IsNumber({}, { message: 'managementFeePercent must be a number' })
  managementFeePercent?: number | null;

  @Field(() => Int, { nullable: true, description: 'Pence per month (kind fixed)' })
  @IsOptional()
  @IsInt({ message: 'managementFeeFixedPence must be a whole number of pence' })
  managementFeeFixedPence?: number | null;

  @Field(() => Int, { description: "Pence; a repair estimated above it waits for the owner's approval" })
  @IsInt({ message: 'spendingLimitPence must be a whole number of pence' })
  spendingLimitPence!: number;
}

/** Any subset of the fields; bank numbers given replace the stored ones, left out they are kept. */
@InputType({ description: 'Changes to a property owner: only the fields given change (OWN-01)' })
export class UpdatePropertyOwnerInput implements UpdatePropertyOwnerRequest {
  @Field(() => String, { nullable: true }) @ValidateIf(given) @IsString(text('name')) name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('email')) email?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('phone')) phone?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('addressLine1'))
  addressLine1?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('addressLine2'))
  addressLine2?: string | null;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('city')) city?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('postcode')) postcode?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('bankAccountName'))
  bankAccountName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('bankSortCode'))
  bankSortCode?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('bankAccountNumber'))
  bankAccountNumber?: string | null;

  @Field(() => ManagementFeeKindEnum, { nullable: true }) @ValidateIf(given) managementFeeKind?: ManagementFeeKind;
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'managementFeePercent must be a number' })
  managementFeePercent?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'managementFeeFixedPence must be a whole number of pence' })
  managementFeeFixedPence?: number | null;

  @Field(() => Int, { nullable: true })
  @ValidateIf(given)
  @IsInt({ message: 'spendingLimitPence must be a whole number of pence' })
  spendingLimitPence?: number;
}
