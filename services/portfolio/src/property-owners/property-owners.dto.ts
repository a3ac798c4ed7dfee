import {
  type CreatePropertyOwnerRequest,
  MANAGEMENT_FEE_KINDS,
  type ManagementFeeKind,
  PROPERTY_ADDRESS_MAX_LENGTH,
  PROPERTY_CITY_MAX_LENGTH,
  PROPERTY_OWNER_ACCOUNT_NAME_MAX_LENGTH,
  PROPERTY_OWNER_EMAIL_MAX_LENGTH,
  PROPERTY_OWNER_MAX_PENCE,
  PROPERTY_OWNER_NAME_MAX_LENGTH,
  PROPERTY_OWNER_SORTS,
  type PropertyOwnerListQuery,
  type PropertyOwnerSort,
  type UpdatePropertyOwnerRequest,
} from '@pm/contracts';
import { MaxDecimalPlaces, PageQueryDto, Trim, TrimToNull } from '@pm/kit';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { normalisePostcode } from '../properties/postcode';

/** `?ids=a,b` makes the call a batch read (the bff's DataLoader); otherwise a keyset page, searched and sorted. */
export class ListPropertyOwnersQueryDto extends PageQueryDto implements PropertyOwnerListQuery {
  @IsOptional() @IsString() @MaxLength(4000) ids?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(PROPERTY_OWNER_SORTS) sort?: PropertyOwnerSort;
}

/** The list's search and order, without paging: the export writes every page. */
export class ExportPropertyOwnersQueryDto implements PropertyOwnerListQuery {
  @IsOptional() @Trim() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(PROPERTY_OWNER_SORTS) sort?: PropertyOwnerSort;
}

// Shown beside the form's fields as they are (OWN-01), so they speak to the person typing. None repeats the value:
// a bank number in a message would reach logs and screens whole.
const MESSAGES = {
  name: `Enter the owner's name (at most ${PROPERTY_OWNER_NAME_MAX_LENGTH} characters)`,
  email: 'Enter an e-mail address, such as name@example.com',
  phone: 'Enter a phone number: digits, spaces and + ( ) - only',
  addressLine1: `Use at most ${PROPERTY_ADDRESS_MAX_LENGTH} characters`,
  city: `Use at most ${PROPERTY_CITY_MAX_LENGTH} characters`,
  postcode: 'Enter a UK postcode, such as SW1A 1AA',
  accountName: `Use at most ${PROPERTY_OWNER_ACCOUNT_NAME_MAX_LENGTH} characters`,
  sortCode: 'Enter the sort code: 6 digits, such as 12-34-56',
  accountNumber: 'Enter the account number: 8 digits',
  feeKind: 'Choose a percent of the rent collected or a fixed monthly fee',
  feePercent: 'Enter the fee as a percent from 0 to 100, such as 10 or 8.5',
  feeFixed: 'Enter the monthly fee in pence, a whole number of at least 0',
  spendingLimit: 'Enter the spending limit in pence, a whole number of at least 0',
} as const;

const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** Spaces and dashes are how people write bank numbers (`12-34-56`); only the digits are kept. */
const DigitsOnly = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const compact = value.replace(/[\s-]/g, '');
    return compact === '' ? null : compact;
  });

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

const Pence = (message: string) =>
  applyDecorators(IsInt({ message }), Min(0, { message }), Max(PROPERTY_OWNER_MAX_PENCE, { message }));

const Percent = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.feePercent }),
    MaxDecimalPlaces(2, MESSAGES.feePercent),
    Min(0, { message: MESSAGES.feePercent }),
    Max(100, { message: MESSAGES.feePercent }),
  );

/** Required on create; on update it may be left out, but never sent as null. */
const givenOnUpdate = (_: object, value: unknown) => value !== undefined;

/** The optional text fields both requests share; null or blank clears one. */
class OwnerContactDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim().toLowerCase();
    return trimmed === '' ? null : trimmed;
  })
  @MaxLength(PROPERTY_OWNER_EMAIL_MAX_LENGTH, { message: MESSAGES.email })
  @IsEmail({}, { message: MESSAGES.email })
  email?: string | null;

  @IsOptional() @TrimToNull() @Matches(PHONE, { message: MESSAGES.phone }) phone?: string | null;

  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_ADDRESS_MAX_LENGTH, { message: MESSAGES.addressLine1 })
  addressLine1?: string | null;

  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_ADDRESS_MAX_LENGTH, { message: MESSAGES.addressLine1 })
  addressLine2?: string | null;

  @IsOptional() @TrimToNull() @Length(1, PROPERTY_CITY_MAX_LENGTH, { message: MESSAGES.city }) city?: string | null;
  @IsOptional() @TrimToNull() @NormalisePostcode() @IsUkPostcode() postcode?: string | null;

  @IsOptional()
  @TrimToNull()
  @Length(1, PROPERTY_OWNER_ACCOUNT_NAME_MAX_LENGTH, { message: MESSAGES.accountName })
  bankAccountName?: string | null;

  @IsOptional() @DigitsOnly() @Matches(/^\d{6}$/, { message: MESSAGES.sortCode }) bankSortCode?: string | null;
  @IsOptional() @DigitsOnly() @Matches(/^\d{8}$/, { message: MESSAGES.accountNumber }) bankAccountNumber?:
    string | null;

  @IsOptional() @Percent() managementFeePercent?: number | null;
  @IsOptional() @Pence(MESSAGES.feeFixed) managementFeeFixedPence?: number | null;
}

export class CreatePropertyOwnerDto extends OwnerContactDto implements CreatePropertyOwnerRequest {
  @Trim() @Length(1, PROPERTY_OWNER_NAME_MAX_LENGTH, { message: MESSAGES.name }) name!: string;
  @IsIn(MANAGEMENT_FEE_KINDS, { message: MESSAGES.feeKind }) managementFeeKind!: ManagementFeeKind;
  @Pence(MESSAGES.spendingLimit) spendingLimitPence!: number;
}

export class UpdatePropertyOwnerDto extends OwnerContactDto implements UpdatePropertyOwnerRequest {
  @ValidateIf(givenOnUpdate)
  @Trim()
  @Length(1, PROPERTY_OWNER_NAME_MAX_LENGTH, { message: MESSAGES.name })
  name?: string;

  @ValidateIf(givenOnUpdate)
  @IsIn(MANAGEMENT_FEE_KINDS, { message: MESSAGES.feeKind })
  managementFeeKind?: ManagementFeeKind;

  @ValidateIf(givenOnUpdate) @Pence(MESSAGES.spendingLimit) spendingLimitPence?: number;
}

/** Rules across fields (both bank numbers or neither, the fee the kind names), with the same messages. */
export const OWNER_FIELD_MESSAGES = {
  sortCode: MESSAGES.sortCode,
  accountNumber: MESSAGES.accountNumber,
  feePercent: MESSAGES.feePercent,
  feeFixed: MESSAGES.feeFixed,
} as const;
