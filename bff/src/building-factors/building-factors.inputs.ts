import { Field, InputType, Int } from '@nestjs/graphql';
import type { CreateBuildingFactorRequest, UpdateBuildingFactorRequest } from '@pm/contracts';
import { IsInt, IsOptional, IsString, ValidateIf } from 'class-validator';

const given = (_: object, value: unknown) => value !== undefined;
const text = (field: string) => ({ message: `${field} must be text` });
const pence = { message: 'serviceChargePencePerYear must be a whole number of pence' };

/** Shape and types only: the portfolio service checks every rule, with a message per field (BF-01). */
@InputType({ description: 'A new building factor (BF-01): only the name is required' })
export class CreateBuildingFactorInput implements CreateBuildingFactorRequest {
  @Field(() => String, { description: "The factor's company name" }) @IsString(text('name')) name!: string;
  @Field(() => String, { nullable: true, description: 'The person the agency deals with there' })
  @IsOptional()
  @IsString(text('contactName'))
  contactName?: string | null;
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
  @Field(() => String, { nullable: true, description: 'A UK postcode; normalised (eh67bs becomes EH6 7BS)' })
  @IsOptional()
  @IsString(text('postcode'))
  postcode?: string | null;
  @Field(() => String, { nullable: true, description: "The factor's fees as they state them" })
  @IsOptional()
  @IsString(text('fees'))
  fees?: string | null;
  @Field(() => Int, { nullable: true, description: 'The service charge a year, in pence' })
  @IsOptional()
  @IsInt(pence)
  serviceChargePencePerYear?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('notes')) notes?: string | null;
}

/** Any subset of the fields; null clears an optional one, and is refused for the name. */
@InputType({ description: 'Changes to a building factor: only the fields given change (BF-01)' })
export class UpdateBuildingFactorInput implements UpdateBuildingFactorRequest {
  @Field(() => String, { nullable: true }) @ValidateIf(given) @IsString(text('name')) name?: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(text('contactName'))
  contactName?: string | null;
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
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('fees')) fees?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(pence) serviceChargePencePerYear?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(text('notes')) notes?: string | null;
}
