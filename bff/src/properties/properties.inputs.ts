import { Field, ID, InputType, Int } from '@nestjs/graphql';
import type {
  CreatePropertyRequest,
  EpcRating,
  Nation,
  PropertyLicence,
  PropertyStatus,
  PropertyType,
  UpdatePropertyRequest,
} from '@pm/contracts';
import { IsBoolean, IsInt, IsOptional, IsString, ValidateIf } from 'class-validator';
import { EpcRatingEnum, NationEnum, PropertyLicenceEnum, PropertyStatusEnum, PropertyTypeEnum } from './property.model';

const given = (_: object, value: unknown) => value !== undefined;

/**
 * Shape and types only (enums are checked by GraphQL itself): the portfolio service normalises the postcode,
 * derives the nation and checks every rule, with a message per field (PROP-02).
 */
@InputType({
  description: 'A new property (PROP-02). Left out: reference generated, nation from the postcode, vacant.',
})
export class CreatePropertyInput implements CreatePropertyRequest {
  @Field(() => String, { nullable: true, description: 'Unique in the company; generated when blank' })
  @IsOptional()
  @IsString({ message: 'reference must be text' })
  reference?: string | null;

  @Field(() => String) @IsString({ message: 'addressLine1 must be text' }) addressLine1!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'addressLine2 must be text' })
  addressLine2?: string | null;

  @Field(() => String, { description: 'Town or city' }) @IsString({ message: 'city must be text' }) city!: string;
  @Field(() => String, { description: 'A UK postcode; normalised (`sw1a1aa` → `SW1A 1AA`)' })
  @IsString({ message: 'postcode must be text' })
  postcode!: string;

  @Field(() => NationEnum, { nullable: true, description: "Derived from the postcode's area when left out" })
  @IsOptional()
  nation?: Nation | null;

  @Field(() => PropertyTypeEnum) @IsString() type!: PropertyType;
  @Field(() => Int) @IsInt({ message: 'bedrooms must be a whole number' }) bedrooms!: number;
  @Field(() => Int) @IsInt({ message: 'bathrooms must be a whole number' }) bathrooms!: number;
  @Field(() => Boolean) @IsBoolean({ message: 'furnished must be true or false' }) furnished!: boolean;
  @Field(() => PropertyStatusEnum, { nullable: true }) @ValidateIf(given) status?: PropertyStatus;

  @Field(() => Int, { nullable: true, description: 'Rent in pence a month' })
  @IsOptional()
  @IsInt({ message: 'monthlyRentPence must be a whole number of pence' })
  monthlyRentPence?: number | null;

  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() ownerId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() buildingFactorId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Gas appliances, fittings or flues (CMP-02); yes when left out',
  })
  @ValidateIf(given)
  @IsBoolean({ message: 'hasGasSupply must be true or false' })
  hasGasSupply?: boolean;

  @Field(() => PropertyLicenceEnum, { nullable: true }) @ValidateIf(given) licence?: PropertyLicence;

  @Field(() => Boolean, { nullable: true })
  @ValidateIf(given)
  @IsBoolean({ message: 'hasCommonParts must be true or false' })
  hasCommonParts?: boolean;

  @Field(() => EpcRatingEnum, { nullable: true }) @IsOptional() epcRating?: EpcRating | null;

  @Field(() => Boolean, { nullable: true })
  @ValidateIf(given)
  @IsBoolean({ message: 'epcMinimumExempt must be true or false' })
  epcMinimumExempt?: boolean;
}

/** Any subset of the fields; a required field sent as null is refused rather than read as "unchanged". */
@InputType({ description: 'Changes to a property: only the fields given change (PROP-02)' })
export class UpdatePropertyInput implements UpdatePropertyRequest {
  @Field(() => String, { nullable: true, description: 'Blank or null keeps the current reference' })
  @IsOptional()
  @IsString({ message: 'reference must be text' })
  reference?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'addressLine1 must be text' })
  addressLine1?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'addressLine2 must be text' })
  addressLine2?: string | null;

  @Field(() => String, { nullable: true }) @ValidateIf(given) @IsString({ message: 'city must be text' }) city?: string;
  @Field(() => String, { nullable: true })
  @ValidateIf(given)
  @IsString({ message: 'postcode must be text' })
  postcode?: string;

  @Field(() => NationEnum, { nullable: true, description: 'Null: derived from the postcode again' })
  @IsOptional()
  nation?: Nation | null;

  @Field(() => PropertyTypeEnum, { nullable: true }) @ValidateIf(given) type?: PropertyType;
  @Field(() => Int, { nullable: true })
  @ValidateIf(given)
  @IsInt({ message: 'bedrooms must be a whole number' })
  bedrooms?: number;

  @Field(() => Int, { nullable: true })
  @ValidateIf(given)
  @IsInt({ message: 'bathrooms must be a whole number' })
  bathrooms?: number;

  @Field(() => Boolean, { nullable: true })
  @ValidateIf(given)
  @IsBoolean({ message: 'furnished must be true or false' })
  furnished?: boolean;

  @Field(() => PropertyStatusEnum, { nullable: true }) @ValidateIf(given) status?: PropertyStatus;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'monthlyRentPence must be a whole number of pence' })
  monthlyRentPence?: number | null;

  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() ownerId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() buildingFactorId?: string | null;

  @Field(() => Boolean, { nullable: true })
  @ValidateIf(given)
  @IsBoolean({ message: 'hasGasSupply must be true or false' })
  hasGasSupply?: boolean;

  @Field(() => PropertyLicenceEnum, { nullable: true }) @ValidateIf(given) licence?: PropertyLicence;

  @Field(() => Boolean, { nullable: true })
  @ValidateIf(given)
  @IsBoolean({ message: 'hasCommonParts must be true or false' })
  hasCommonParts?: boolean;

  @Field(() => EpcRatingEnum, { nullable: true }) @IsOptional() epcRating?: EpcRating | null;

  @Field(() => Boolean, { nullable: true })
  @ValidateIf(given)
  @IsBoolean({ message: 'epcMinimumExempt must be true or false' })
  epcMinimumExempt?: boolean;
}
