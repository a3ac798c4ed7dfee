import { Field, InputType, Int } from '@nestjs/graphql';
import type { UpdateSettingsRequest } from '@pm/contracts';
import { IsInt, IsString, ValidateIf } from 'class-validator';

const given = (_: object, value: unknown) => value !== undefined;

/**
 * Shape and types only; null is refused rather than read as "unchanged". Identity checks the formats and
 * that at least one setting is given, with a message per field.
 */
@InputType()
export class UpdateSystemSettingsInput implements UpdateSettingsRequest {
  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'whatsappNumber must be a string of digits' })
  whatsappNumber?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'supportBotUrl must be a string' })
  supportBotUrl?: string;

  @Field(() => Int, { nullable: true })
  @ValidateIf(given)
  @IsInt({ message: 'bugReportCredits must be a whole number' })
  bugReportCredits?: number;

  @Field(() => Int, { nullable: true })
  @ValidateIf(given)
  @IsInt({ message: 'bugReportDailyCreditCap must be a whole number' })
  bugReportDailyCreditCap?: number;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'operatorLegalName must be a string' })
  operatorLegalName?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'operatorCompanyNumber must be a string' })
  operatorCompanyNumber?: string;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'operatorAddress must be a string' })
  operatorAddress?: string;
}
