import { applyDecorators } from '@nestjs/common';
import {
  type CreatePropertyRequest,
  EPC_RATINGS,
  type EpcRating,
  NATIONS,
  type Nation,
  PROPERTY_ADDRESS_MAX_LENGTH,
  PROPERTY_CITY_MAX_LENGTH,
  PROPERTY_COMPLIANCE_FILTERS,
  PROPERTY_INCLUDES,
  PROPERTY_LICENCES,
  PROPERTY_MAX_MONTHLY_RENT_PENCE,
  PROPERTY_MAX_ROOMS,
  PROPERTY_REFERENCE_MAX_LENGTH,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyComplianceFilter,
  type PropertyInclude,
  type PropertyLicence,
  type PropertyListQuery,
  type PropertySort,
  type PropertyStatus,
  type PropertyType,
  type UpdatePropertyRequest,
} from '@pm/contracts';
import { PageQueryDto, Trim, TrimToNull } from '@pm/kit';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
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
import { normalisePostcode } from './postcode';

/** `?ids=a,b` makes the call a batch read; otherwise a keyset page, filtered and sorted (PROP-01). */
export class ListPropertiesQueryDto extends PageQueryDto implements PropertyListQuery {
  @IsOptional() @IsString() @MaxLength(4000) ids?: string;
  @IsOptional() @IsIn(PROPERTY_INCLUDES) include?: PropertyInclude;
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(PROPERTY_STATUSES) status?: PropertyStatus;
  @IsOptional() @IsIn(NATIONS) nation?: Nation;
  @IsOptional() @IsIn(PROPERTY_TYPES) type?: PropertyType;
  @IsOptional() @IsUUID('all', { message: 'ownerId must be an id' }) ownerId?: string;
  @IsOptional() @IsUUID('all', { message: 'buildingFactorId must be an id' }) buildingFactorId?: string;
  @IsOptional() @IsIn(PROPERTY_COMPLIANCE_FILTERS) compliance?: PropertyComplianceFilter;
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  archived?: boolean;
  @IsOptional() @IsIn(PROPERTY_SORTS) sort?: PropertySort;
}

// Messages are shown beside the form's fields as they are (PROP-02), so they speak to the person typing.
const MESSAGES = {
  reference: `Use 1 to ${PROPERTY_REFERENCE_MAX_LENGTH} letters, digits, spaces, dashes or slashes`,
  addressLine1: `Enter the first line of the address (at most ${PROPERTY_ADDRESS_MAX_LENGTH} characters)`,
  addressLine2: `Use at most ${PROPERTY_ADDRESS_MAX_LENGTH} characters`,
  city: `Enter the town or city (at most ${PROPERTY_CITY_MAX_LENGTH} characters)`,
  postcode: 'Enter a UK postcode, such as SW1A 1AA',
  nation: 'Choose England, Wales, Scotland or Northern Ireland',
  type: `Choose a type: ${PROPERTY_TYPES.join(', ')}`,
  rooms: (what: string) => `Enter the number of ${what}, from 0 to ${PROPERTY_MAX_ROOMS}`,
  furnished: 'Say whether the property is let furnished',
  status: `Choose a status: ${PROPERTY_STATUSES.join(', ')}`,
  rent: 'Enter the rent in pence, a whole number of at least 0',
  id: (what: string) => `Choose ${what} from the list`,
  yesNo: (what: string) => `Say whether ${what}`,
  licence: 'Choose a licence: none, HMO mandatory, HMO additional or selective',
  epcRating: 'Choose an EPC rating from A to G',
} as const;

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;

/** Normalises a valid postcode (`sw1a1aa` → `SW1A 1AA`) and leaves anything else for the check to refuse. */
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
    { message: MESSAGES.postcode },
  );

/** Required on create; on update it may be left out, but never sent as null. */
const givenOnUpdate = (_: object, value: unknown) => value !== undefined;

const Rooms = (what: string) =>
  applyDecorators(
    IsInt({ message: MESSAGES.rooms(what) }),
    Min(0, { message: MESSAGES.rooms(what) }),
    Max(PROPERTY_MAX_ROOMS, { message: MESSAGES.rooms(what) }),
  );

const Rent = () =>
  applyDecorators(
    IsInt({ message: MESSAGES.rent }),
    Min(0, { message: MESSAGES.rent }),
    Max(PROPERTY_MAX_MONTHLY_RENT_PENCE, { message: MESSAGES.rent }),
  );

export class CreatePropertyDto implements CreatePropertyRequest {
  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_REFERENCE_MAX_LENGTH, { message: MESSAGES.reference })
  @Matches(REFERENCE, { message: MESSAGES.reference })
  reference?: string | null;

  @Trim() @Length(1, PROPERTY_ADDRESS_MAX_LENGTH, { message: MESSAGES.addressLine1 }) addressLine1!: string;

  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_ADDRESS_MAX_LENGTH, { message: MESSAGES.addressLine2 })
  addressLine2?: string | null;

  @Trim() @Length(1, PROPERTY_CITY_MAX_LENGTH, { message: MESSAGES.city }) city!: string;
  @NormalisePostcode() @IsUkPostcode() postcode!: string;
  @IsOptional() @IsIn(NATIONS, { message: MESSAGES.nation }) nation?: Nation | null;
  @IsIn(PROPERTY_TYPES, { message: MESSAGES.type }) type!: PropertyType;
  @Rooms('bedrooms') bedrooms!: number;
  @Rooms('bathrooms') bathrooms!: number;
  @IsBoolean({ message: MESSAGES.furnished }) furnished!: boolean;
  @IsOptional() @IsIn(PROPERTY_STATUSES, { message: MESSAGES.status }) status?: PropertyStatus;
  @IsOptional() @Rent() monthlyRentPence?: number | null;
  @IsOptional() @IsUUID('all', { message: MESSAGES.id('an owner') }) ownerId?: string | null;
  @IsOptional() @IsUUID('all', { message: MESSAGES.id('a building factor') }) buildingFactorId?: string | null;
  @ValidateIf(givenOnUpdate)
  @IsBoolean({ message: MESSAGES.yesNo('the property has a gas supply') })
  hasGasSupply?: boolean;
  @ValidateIf(givenOnUpdate) @IsIn(PROPERTY_LICENCES, { message: MESSAGES.licence }) licence?: PropertyLicence;
  @ValidateIf(givenOnUpdate) @IsBoolean({ message: MESSAGES.yesNo('there are common parts') }) hasCommonParts?: boolean;
  @IsOptional() @IsIn(EPC_RATINGS, { message: MESSAGES.epcRating }) epcRating?: EpcRating | null;
  @ValidateIf(givenOnUpdate)
  @IsBoolean({ message: MESSAGES.yesNo('an EPC exemption is registered') })
  epcMinimumExempt?: boolean;
}

export class UpdatePropertyDto implements UpdatePropertyRequest {
  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_REFERENCE_MAX_LENGTH, { message: MESSAGES.reference })
  @Matches(REFERENCE, { message: MESSAGES.reference })
  reference?: string | null;

  @ValidateIf(givenOnUpdate)
  @Trim()
  @Length(1, PROPERTY_ADDRESS_MAX_LENGTH, { message: MESSAGES.addressLine1 })
  addressLine1?: string;

  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_ADDRESS_MAX_LENGTH, { message: MESSAGES.addressLine2 })
  addressLine2?: string | null;

  @ValidateIf(givenOnUpdate) @Trim() @Length(1, PROPERTY_CITY_MAX_LENGTH, { message: MESSAGES.city }) city?: string;
  @ValidateIf(givenOnUpdate) @NormalisePostcode() @IsUkPostcode() postcode?: string;
  @IsOptional() @IsIn(NATIONS, { message: MESSAGES.nation }) nation?: Nation | null;
  @ValidateIf(givenOnUpdate) @IsIn(PROPERTY_TYPES, { message: MESSAGES.type }) type?: PropertyType;
  @ValidateIf(givenOnUpdate) @Rooms('bedrooms') bedrooms?: number;
  @ValidateIf(givenOnUpdate) @Rooms('bathrooms') bathrooms?: number;
  @ValidateIf(givenOnUpdate) @IsBoolean({ message: MESSAGES.furnished }) furnished?: boolean;
  @ValidateIf(givenOnUpdate) @IsIn(PROPERTY_STATUSES, { message: MESSAGES.status }) status?: PropertyStatus;
  @IsOptional() @Rent() monthlyRentPence?: number | null;
  @IsOptional() @IsUUID('all', { message: MESSAGES.id('an owner') }) ownerId?: string | null;
  @IsOptional() @IsUUID('all', { message: MESSAGES.id('a building factor') }) buildingFactorId?: string | null;
  @ValidateIf(givenOnUpdate)
  @IsBoolean({ message: MESSAGES.yesNo('the property has a gas supply') })
  hasGasSupply?: boolean;
  @ValidateIf(givenOnUpdate) @IsIn(PROPERTY_LICENCES, { message: MESSAGES.licence }) licence?: PropertyLicence;
  @ValidateIf(givenOnUpdate) @IsBoolean({ message: MESSAGES.yesNo('there are common parts') }) hasCommonParts?: boolean;
  @IsOptional() @IsIn(EPC_RATINGS, { message: MESSAGES.epcRating }) epcRating?: EpcRating | null;
  @ValidateIf(givenOnUpdate)
  @IsBoolean({ message: MESSAGES.yesNo('an EPC exemption is registered') })
  epcMinimumExempt?: boolean;
}

/** The list's filters, without paging: the export writes every page. */
export class ExportPropertiesQueryDto implements PropertyListQuery {
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(PROPERTY_STATUSES) status?: PropertyStatus;
  @IsOptional() @IsIn(NATIONS) nation?: Nation;
  @IsOptional() @IsIn(PROPERTY_TYPES) type?: PropertyType;
  @IsOptional() @IsUUID('all', { message: 'ownerId must be an id' }) ownerId?: string;
  @IsOptional() @IsUUID('all', { message: 'buildingFactorId must be an id' }) buildingFactorId?: string;
  @IsOptional() @IsIn(PROPERTY_COMPLIANCE_FILTERS) compliance?: PropertyComplianceFilter;
  @IsOptional() @IsIn(PROPERTY_SORTS) sort?: PropertySort;
}
