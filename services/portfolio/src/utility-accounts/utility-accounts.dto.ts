import {
  METER_PHOTO_CONTENT_TYPES,
  METER_PHOTO_MAX_BYTES,
  METER_PHOTO_MAX_DIMENSION,
  METER_READING_KINDS,
  METER_READING_MAX_VALUE,
  METER_READING_TAKEN_BY_MAX_LENGTH,
  UTILITY_ACCOUNT_INCLUDES,
  UTILITY_ACCOUNT_NUMBER_MAX_LENGTH,
  UTILITY_KINDS,
  UTILITY_PAYERS,
  UTILITY_SUPPLIER_MAX_LENGTH,
  type CreateUtilityAccountRequest,
  type MeterPhotoContentType,
  type MeterReadingKind,
  type MeterReadingPhotoRequest,
  type RecordMeterReadingRequest,
  type UpdateUtilityAccountRequest,
  type UtilityAccountInclude,
  type UtilityAccountQuery,
  type UtilityKind,
  type UtilityPayer,
} from '@pm/contracts';
import { MaxDecimalPlaces, Trim, TrimToNull } from '@pm/kit';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { isCalendarDate } from '../compliance/calendar-date';
import { normaliseMeterPoint } from './meter-point';

// Shown beside the form's fields as they are, so they speak to the person typing.
const MESSAGES = {
  propertyId: 'Choose a property',
  kind: `Choose a utility: ${UTILITY_KINDS.join(', ')}`,
  supplier: `Enter the supplier (at most ${UTILITY_SUPPLIER_MAX_LENGTH} characters)`,
  accountNumber: `Use at most ${UTILITY_ACCOUNT_NUMBER_MAX_LENGTH} characters`,
  meterPoint: 'Enter the meter point as digits',
  payer: `Choose who pays: ${UTILITY_PAYERS.join(', ')}`,
  readOn: 'Enter a date as YYYY-MM-DD',
  value: 'Enter the reading as a number of at most 3 decimal places',
  valueRange: `A reading is between 0 and ${METER_READING_MAX_VALUE}`,
  readingKind: `Choose a reading: ${METER_READING_KINDS.join(', ')}`,
  takenByName: `Enter who read the meter (at most ${METER_READING_TAKEN_BY_MAX_LENGTH} characters)`,
  meterReplaced: 'Answer yes or no',
} as const;

const MeterPoint = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const digits = normaliseMeterPoint(value);
    return digits === '' ? null : digits;
  });

const IsCalendarDate = () =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, { message: MESSAGES.readOn });

export class ListUtilityAccountsQueryDto implements UtilityAccountQuery {
  @IsOptional() @IsIn(UTILITY_ACCOUNT_INCLUDES) include?: UtilityAccountInclude;
}

/** Whether the meter point fits the kind (MPAN core, MPRN, none) is the service's rule. */
export class CreateUtilityAccountDto implements CreateUtilityAccountRequest {
  @IsUUID('all', { message: MESSAGES.propertyId }) propertyId!: string;
  @IsIn(UTILITY_KINDS, { message: MESSAGES.kind }) kind!: UtilityKind;

  @Trim()
  @IsString({ message: MESSAGES.supplier })
  @Length(1, UTILITY_SUPPLIER_MAX_LENGTH, { message: MESSAGES.supplier })
  supplier!: string;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.accountNumber })
  @Length(1, UTILITY_ACCOUNT_NUMBER_MAX_LENGTH, { message: MESSAGES.accountNumber })
  accountNumber?: string | null;

  @IsOptional()
  @MeterPoint()
  @IsString({ message: MESSAGES.meterPoint })
  @MaxLength(20, { message: MESSAGES.meterPoint })
  meterPoint?: string | null;

  @IsIn(UTILITY_PAYERS, { message: MESSAGES.payer }) payer!: UtilityPayer;
}

export class UpdateUtilityAccountDto implements UpdateUtilityAccountRequest {
  @IsOptional()
  @Trim()
  @IsString({ message: MESSAGES.supplier })
  @Length(1, UTILITY_SUPPLIER_MAX_LENGTH, { message: MESSAGES.supplier })
  supplier?: string;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.accountNumber })
  @Length(1, UTILITY_ACCOUNT_NUMBER_MAX_LENGTH, { message: MESSAGES.accountNumber })
  accountNumber?: string | null;

  @IsOptional()
  @MeterPoint()
  @IsString({ message: MESSAGES.meterPoint })
  @MaxLength(20, { message: MESSAGES.meterPoint })
  meterPoint?: string | null;

  @IsOptional() @IsIn(UTILITY_PAYERS, { message: MESSAGES.payer }) payer?: UtilityPayer;
}

/** Not in the future and not lower than the previous reading unless confirmed: the service's rules. */
export class RecordMeterReadingDto implements RecordMeterReadingRequest {
  @IsCalendarDate() readOn!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.value })
  @MaxDecimalPlaces(3, MESSAGES.value)
  @Min(0, { message: MESSAGES.valueRange })
  @Max(METER_READING_MAX_VALUE, { message: MESSAGES.valueRange })
  value!: number;

  @IsIn(METER_READING_KINDS, { message: MESSAGES.readingKind }) kind!: MeterReadingKind;

  @Trim()
  @IsString({ message: MESSAGES.takenByName })
  @Length(1, METER_READING_TAKEN_BY_MAX_LENGTH, { message: MESSAGES.takenByName })
  takenByName!: string;

  @IsOptional() @IsBoolean({ message: MESSAGES.meterReplaced }) meterReplaced?: boolean;
}

/** What the bff stored (after checking and re-encoding the bytes): only its own keys and types are taken. */
export class MeterReadingPhotoDto implements MeterReadingPhotoRequest {
  @IsString() @Matches(/^meter-photos\/[0-9a-f-]{36}\.(jpg|png|webp)$/) storageKey!: string;
  @IsIn(METER_PHOTO_CONTENT_TYPES) contentType!: MeterPhotoContentType;
  @IsInt() @Min(1) @Max(METER_PHOTO_MAX_BYTES) sizeBytes!: number;
  @IsInt() @Min(1) @Max(METER_PHOTO_MAX_DIMENSION) width!: number;
  @IsInt() @Min(1) @Max(METER_PHOTO_MAX_DIMENSION) height!: number;
}
