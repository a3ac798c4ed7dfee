import { Field, Float, ID, InputType } from '@nestjs/graphql';
import {
  METER_READING_KINDS,
  UTILITY_KINDS,
  UTILITY_PAYERS,
  type CreateUtilityAccountRequest,
  type MeterReadingKind,
  type RecordMeterReadingRequest,
  type UpdateUtilityAccountRequest,
  type UtilityKind,
  type UtilityPayer,
} from '@pm/contracts';
import { IsBoolean, IsIn, IsNumber, IsOptional, IsString, ValidateIf } from 'class-validator';
import { MeterReadingKindEnum, UtilityKindEnum, UtilityPayerEnum } from './utility-account.model';

const given = (_: object, value: unknown) => value !== undefined;

// Shapes and types only: the portfolio service checks every rule, with a message per field.

@InputType({ description: 'A utility account of a property (UTIL-01)' })
export class CreateUtilityAccountInput implements CreateUtilityAccountRequest {
  @Field(() => ID) @IsString() propertyId!: string;
  @Field(() => UtilityKindEnum) @IsIn(UTILITY_KINDS) kind!: UtilityKind;
  @Field(() => String) @IsString() supplier!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() accountNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'MPAN core for electricity (13 digits, check digit verified), MPRN for gas (6 to 10 digits)',
  })
  @IsOptional()
  @IsString()
  meterPoint?: string | null;
  @Field(() => UtilityPayerEnum) @IsIn(UTILITY_PAYERS) payer!: UtilityPayer;
}

/** Any subset; the property and the kind stay. Null clears the account number or meter point. */
@InputType({ description: 'Changes to a utility account (UTIL-01)' })
export class UpdateUtilityAccountInput implements UpdateUtilityAccountRequest {
  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'Enter the supplier' })
  supplier?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() accountNumber?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() meterPoint?: string | null;
  @Field(() => UtilityPayerEnum, { nullable: true }) @ValidateIf(given) @IsIn(UTILITY_PAYERS) payer?: UtilityPayer;
}

@InputType({ description: "A reading of an account's meter (UTIL-01)" })
export class RecordMeterReadingInput implements RecordMeterReadingRequest {
  @Field(() => ID) @IsString() accountId!: string;
  @Field(() => String, { description: 'YYYY-MM-DD, not in the future' }) @IsString() readOn!: string;
  @Field(() => Float) @IsNumber() value!: number;
  @Field(() => MeterReadingKindEnum) @IsIn(METER_READING_KINDS) kind!: MeterReadingKind;
  @Field(() => String, { description: 'Who read the meter' }) @IsString() takenByName!: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Confirms a reading lower than the previous one: the meter was replaced',
  })
  @IsOptional()
  @IsBoolean()
  meterReplaced?: boolean;
}
