import {
  DEPOSIT_SCHEMES,
  LEASE_STATUSES,
  NATIONS,
  RENT_CHARGE_STATES,
  RENT_FREQUENCIES,
  RENT_PAYMENT_METHODS,
  TENANCY_TYPES,
  type ChangeRentRequest,
  type CreateTenancyRequest,
  type DepositScheme,
  type EndTenancyRequest,
  type ListArrearsQuery,
  type RecordRentPaymentRequest,
  type RentChargeState,
  type RentPaymentMethod,
  type GiveNoticeRequest,
  type LeaseStatus,
  type Nation,
  type RecordDepositRequest,
  type RentFrequency,
  type TenancyRulesQuery,
  type TenancyType,
} from '@pm/contracts';
import { PageQueryDto, QueryBoolean, TrimToNull } from '@pm/kit';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  Min,
} from 'class-validator';
import { IsCalendarDate } from '../compliance/calendar-date-validators';

/** The most tenants one tenancy names (joint tenants). */
const MAX_TENANTS = 10;
/** Rent and deposits up to £10m, far above any home's, so a slip of the keyboard is caught. */
const MAX_PENCE = 1_000_000_000;
const MAX_ENDING_WITHIN_DAYS = 3660;
const DEPOSIT_REFERENCE_MAX_LENGTH = 100;

// Shown beside the form's fields as they are, so they speak to the person typing.
const MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD',
  propertyId: 'Choose a property from the list',
  tenantIds: `Choose from 1 to ${MAX_TENANTS} different tenants`,
  type: `Choose a tenancy type: ${TENANCY_TYPES.join(', ')}`,
  rentPence: 'Enter the rent in whole pence, more than 0',
  rentFrequency: `Choose how often rent is due: ${RENT_FREQUENCIES.join(', ')}`,
  rentDueDay: 'Enter the day of the month rent is due, from 1 to 31',
  depositPence: 'Enter the deposit in whole pence, 0 or more',
  depositScheme: `Choose a deposit scheme: ${DEPOSIT_SCHEMES.join(', ')}`,
  reference: `Use from 1 to ${DEPOSIT_REFERENCE_MAX_LENGTH} characters`,
  amountPence: 'Enter the amount in whole pence, more than 0',
  method: `Choose how it was paid: ${RENT_PAYMENT_METHODS.join(', ')}`,
} as const;

const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : value;

/** `?status=active,ending&type=...&propertyId=...&endingWithinDays=30` (LEASE-01). */
export class ListLeasesQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(commaList)
  @IsArray()
  @ArrayMaxSize(LEASE_STATUSES.length)
  @IsIn(LEASE_STATUSES, { each: true, message: `status must be any of: ${LEASE_STATUSES.join(', ')}` })
  status?: LeaseStatus[];

  @IsOptional()
  @Transform(commaList)
  @IsArray()
  @ArrayMaxSize(TENANCY_TYPES.length)
  @IsIn(TENANCY_TYPES, { each: true, message: `type must be any of: ${TENANCY_TYPES.join(', ')}` })
  type?: TenancyType[];

  @IsOptional() @IsUUID('all', { message: 'propertyId must be a UUID' }) propertyId?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'endingWithinDays must be a whole number of days' })
  @Min(0, { message: 'endingWithinDays must be 0 or more' })
  @Max(MAX_ENDING_WITHIN_DAYS, { message: `endingWithinDays must be at most ${MAX_ENDING_WITHIN_DAYS}` })
  endingWithinDays?: number;

  @IsOptional() @QueryBoolean() @IsBoolean() schedule?: boolean;
  @IsOptional() @QueryBoolean() @IsBoolean() ledger?: boolean;
}

/** `?state=overdue,part_paid` (RENT-01). */
export class ListArrearsQueryDto extends PageQueryDto implements ListArrearsQuery {
  @IsOptional()
  @Transform(commaList)
  @IsArray()
  @ArrayMaxSize(RENT_CHARGE_STATES.length)
  @IsIn(RENT_CHARGE_STATES, { each: true, message: `state must be any of: ${RENT_CHARGE_STATES.join(', ')}` })
  state?: RentChargeState[];
}

/** RENT-01: a payment received; the day is checked against today by the service. */
export class RecordRentPaymentDto implements RecordRentPaymentRequest {
  @IsCalendarDate(MESSAGES.date) paidOn!: string;

  @IsInt({ message: MESSAGES.amountPence })
  @Min(1, { message: MESSAGES.amountPence })
  @Max(MAX_PENCE, { message: MESSAGES.amountPence })
  amountPence!: number;

  @IsIn(RENT_PAYMENT_METHODS, { message: MESSAGES.method }) method!: RentPaymentMethod;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.reference })
  @Length(1, DEPOSIT_REFERENCE_MAX_LENGTH, { message: MESSAGES.reference })
  reference?: string | null;
}

/** Shapes only: the nation's rules, dates in order and the tenants' company are the service's (LEASE-02). */
export class CreateTenancyDto implements CreateTenancyRequest {
  @IsUUID('all', { message: MESSAGES.propertyId }) propertyId!: string;

  @IsArray({ message: MESSAGES.tenantIds })
  @ArrayMinSize(1, { message: MESSAGES.tenantIds })
  @ArrayMaxSize(MAX_TENANTS, { message: MESSAGES.tenantIds })
  @ArrayUnique({ message: MESSAGES.tenantIds })
  @IsUUID('all', { each: true, message: MESSAGES.tenantIds })
  tenantIds!: string[];

  @IsIn(TENANCY_TYPES, { message: MESSAGES.type }) type!: TenancyType;
  @IsCalendarDate(MESSAGES.date) startDate!: string;
  @IsOptional() @IsCalendarDate(MESSAGES.date) endDate?: string | null;

  @IsInt({ message: MESSAGES.rentPence })
  @Min(1, { message: MESSAGES.rentPence })
  @Max(MAX_PENCE, { message: MESSAGES.rentPence })
  rentPence!: number;

  @IsIn(RENT_FREQUENCIES, { message: MESSAGES.rentFrequency }) rentFrequency!: RentFrequency;

  @IsOptional()
  @IsInt({ message: MESSAGES.rentDueDay })
  @Min(1, { message: MESSAGES.rentDueDay })
  @Max(31, { message: MESSAGES.rentDueDay })
  rentDueDay?: number | null;

  @IsOptional()
  @IsInt({ message: MESSAGES.depositPence })
  @Min(0, { message: MESSAGES.depositPence })
  @Max(MAX_PENCE, { message: MESSAGES.depositPence })
  depositPence?: number | null;

  @IsOptional() @IsIn(DEPOSIT_SCHEMES, { message: MESSAGES.depositScheme }) depositScheme?: DepositScheme | null;
}

export class GiveNoticeDto implements GiveNoticeRequest {
  @IsCalendarDate(MESSAGES.date) noticeGivenOn!: string;
  @IsCalendarDate(MESSAGES.date) endDate!: string;
}

export class EndTenancyDto implements EndTenancyRequest {
  @IsCalendarDate(MESSAGES.date) endDate!: string;
}

export class ChangeRentDto implements ChangeRentRequest {
  @IsCalendarDate(MESSAGES.date) effectiveFrom!: string;

  @IsInt({ message: MESSAGES.rentPence })
  @Min(1, { message: MESSAGES.rentPence })
  @Max(MAX_PENCE, { message: MESSAGES.rentPence })
  rentPence!: number;
}

export class RecordDepositDto implements RecordDepositRequest {
  @IsOptional() @IsIn(DEPOSIT_SCHEMES, { message: MESSAGES.depositScheme }) scheme?: DepositScheme | null;
  @IsOptional() @IsCalendarDate(MESSAGES.date) receivedOn?: string | null;
  @IsOptional() @IsCalendarDate(MESSAGES.date) protectedOn?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.reference })
  @Length(1, DEPOSIT_REFERENCE_MAX_LENGTH, { message: MESSAGES.reference })
  reference?: string | null;

  @IsOptional() @IsCalendarDate(MESSAGES.date) prescribedInformationServedOn?: string | null;
}

export class TenancyRulesQueryDto implements TenancyRulesQuery {
  @IsIn(NATIONS, { message: `nation must be one of: ${NATIONS.join(', ')}` }) nation!: Nation;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MESSAGES.rentPence })
  @Min(1, { message: MESSAGES.rentPence })
  @Max(MAX_PENCE, { message: MESSAGES.rentPence })
  rentPence?: number;

  @IsOptional() @IsIn(RENT_FREQUENCIES, { message: MESSAGES.rentFrequency }) rentFrequency?: RentFrequency;
}
