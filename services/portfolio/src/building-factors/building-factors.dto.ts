import {
  BUILDING_FACTOR_CONTACT_MAX_LENGTH,
  BUILDING_FACTOR_EMAIL_MAX_LENGTH,
  BUILDING_FACTOR_FEES_MAX_LENGTH,
  BUILDING_FACTOR_MAX_SERVICE_CHARGE_PENCE,
  BUILDING_FACTOR_NAME_MAX_LENGTH,
  BUILDING_FACTOR_NOTES_MAX_LENGTH,
  type BuildingFactorQuery,
  type CreateBuildingFactorRequest,
  type LinkPropertyBuildingFactorRequest,
  PROPERTY_ADDRESS_MAX_LENGTH,
  PROPERTY_CITY_MAX_LENGTH,
  type UpdateBuildingFactorRequest,
} from '@pm/contracts';
import { PageQueryDto, Trim, TrimToNull } from '@pm/kit';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { normalisePostcode } from '../properties/postcode';

/** `?ids=a,b` makes the call a batch read (the bff's DataLoader); otherwise a keyset page by name, searched. */
export class ListBuildingFactorsQueryDto extends PageQueryDto implements BuildingFactorQuery {
  @IsOptional() @IsString() @MaxLength(4000) ids?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
}

// Shown beside the form's fields as they are (BF-01), so they speak to the person typing.
export const BUILDING_FACTOR_MESSAGES = {
  name: `Enter the factor's company name (at most ${BUILDING_FACTOR_NAME_MAX_LENGTH} characters)`,
  contactName: `Use at most ${BUILDING_FACTOR_CONTACT_MAX_LENGTH} characters`,
  email: 'Enter an e-mail address, such as name@example.com',
  phone: 'Enter a phone number: digits, spaces and + ( ) - only',
  address: `Use at most ${PROPERTY_ADDRESS_MAX_LENGTH} characters`,
  city: `Use at most ${PROPERTY_CITY_MAX_LENGTH} characters`,
  postcode: 'Enter a UK postcode, such as EH1 1YZ',
  fees: `Use at most ${BUILDING_FACTOR_FEES_MAX_LENGTH} characters`,
  serviceCharge: 'Enter the service charge a year in pence, a whole number of at least 0',
  notes: `Use at most ${BUILDING_FACTOR_NOTES_MAX_LENGTH} characters`,
  buildingFactorId: 'Choose a building factor from the list',
} as const;
const M = BUILDING_FACTOR_MESSAGES;

const PHONE = /^\+?[0-9 ()-]{6,20}$/;

const NormalisePostcode = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normalisePostcode(value) ?? value) : value,
  );

const IsUkPostcode = () =>
  ValidateBy(
    {
      name: 'isUkPostcode',
      validator: { validate: (value) => typeof value === 'string' && normalisePostcode(value) === value },
    },
    { message: M.postcode },
  );

const LowerEmail = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim().toLowerCase();
    return trimmed === '' ? null : trimmed;
  });

/** Required on create; on update it may be left out, but never sent as null. */
const givenOnUpdate = (_: object, value: unknown) => value !== undefined;

/** The optional fields both requests share; null or blank clears one. */
class BuildingFactorDetailsDto {
  @IsOptional()
  @TrimToNull()
  @Length(1, BUILDING_FACTOR_CONTACT_MAX_LENGTH, { message: M.contactName })
  contactName?: string | null;

  @IsOptional()
  @LowerEmail()
  @MaxLength(BUILDING_FACTOR_EMAIL_MAX_LENGTH, { message: M.email })
  @IsEmail({}, { message: M.email })
  email?: string | null;

  @IsOptional() @TrimToNull() @Matches(PHONE, { message: M.phone }) phone?: string | null;

  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_ADDRESS_MAX_LENGTH, { message: M.address })
  addressLine1?: string | null;

  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_ADDRESS_MAX_LENGTH, { message: M.address })
  addressLine2?: string | null;

  @IsOptional() @TrimToNull() @Length(1, PROPERTY_CITY_MAX_LENGTH, { message: M.city }) city?: string | null;
  @IsOptional() @TrimToNull() @NormalisePostcode() @IsUkPostcode() postcode?: string | null;
  @IsOptional() @TrimToNull() @Length(1, BUILDING_FACTOR_FEES_MAX_LENGTH, { message: M.fees }) fees?: string | null;

  @IsOptional()
  @IsInt({ message: M.serviceCharge })
  @Min(0, { message: M.serviceCharge })
  @Max(BUILDING_FACTOR_MAX_SERVICE_CHARGE_PENCE, { message: M.serviceCharge })
  serviceChargePencePerYear?: number | null;

  @IsOptional() @TrimToNull() @Length(1, BUILDING_FACTOR_NOTES_MAX_LENGTH, { message: M.notes }) notes?: string | null;
}

export class CreateBuildingFactorDto extends BuildingFactorDetailsDto implements CreateBuildingFactorRequest {
  @Trim()
  @IsString({ message: M.name })
  @Length(1, BUILDING_FACTOR_NAME_MAX_LENGTH, { message: M.name })
  name!: string;
}

export class UpdateBuildingFactorDto extends BuildingFactorDetailsDto implements UpdateBuildingFactorRequest {
  @ValidateIf(givenOnUpdate)
  @Trim()
  @IsString({ message: M.name })
  @Length(1, BUILDING_FACTOR_NAME_MAX_LENGTH, { message: M.name })
  name?: string;
}

export class LinkPropertyBuildingFactorDto implements LinkPropertyBuildingFactorRequest {
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: M.buildingFactorId })
  buildingFactorId!: string | null;
}
