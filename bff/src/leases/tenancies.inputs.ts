import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import type {
  ChangeRentRequest,
  CreateTenancyRequest,
  DepositScheme,
  EndTenancyRequest,
  GiveNoticeRequest,
  LeaseStatus,
  RecordDepositRequest,
  RentFrequency,
  TenancyType,
} from '@pm/contracts';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsArray, IsInt, IsOptional, IsString } from 'class-validator';
import { DepositSchemeEnum, LeaseStatusEnum, RentFrequencyEnum, TenancyTypeEnum } from './lease.model';

/**
 * Shapes and types only (enums are checked by GraphQL itself): the portfolio service checks every rule, the
 * property's nation's first of all, with a message per field (LEASE-02, DEP-01, DEP-02).
 */

/** The tenancy list's page and filters (LEASE-01, ISO-03). */
@ArgsType()
export class TenanciesArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;
  @Field(() => [LeaseStatusEnum], { nullable: true, description: 'Any of these statuses' })
  @IsOptional()
  @IsArray()
  status?: LeaseStatus[] | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() propertyId?: string | null;
  @Field(() => [TenancyTypeEnum], { nullable: true, description: 'Any of these types' })
  @IsOptional()
  @IsArray()
  type?: TenancyType[] | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Active or ending tenancies whose end date is from today to today + this many days',
  })
  @IsOptional()
  @IsInt()
  endingWithinDays?: number | null;
}

@InputType({ description: "A new draft tenancy (LEASE-01..04), checked against its property's nation's rules" })
export class CreateTenancyInput implements CreateTenancyRequest {
  @Field(() => ID) @IsString({ message: 'propertyId must be text' }) propertyId!: string;
  @Field(() => [ID], { description: 'Its tenants (joint tenants share one tenancy)' })
  @IsArray({ message: 'tenantIds must be a list' })
  tenantIds!: string[];
  @Field(() => TenancyTypeEnum) @IsString() type!: TenancyType;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' }) @IsString() startDate!: string;
  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD; none for a periodic tenancy' })
  @IsOptional()
  @IsString()
  endDate?: string | null;
  @Field(() => Int, { description: 'Rent per rent period, in pence' })
  @IsInt({ message: 'rentPence must be a whole number of pence' })
  rentPence!: number;
  @Field(() => RentFrequencyEnum) @IsString() rentFrequency!: RentFrequency;
  @Field(() => Int, { nullable: true, description: 'Day of the month (1–31) for monthly, quarterly and yearly rent' })
  @IsOptional()
  @IsInt({ message: 'rentDueDay must be a whole number' })
  rentDueDay?: number | null;
  @Field(() => Int, { nullable: true, description: 'Pence; none or 0 for no deposit' })
  @IsOptional()
  @IsInt({ message: 'depositPence must be a whole number of pence' })
  depositPence?: number | null;
  @Field(() => DepositSchemeEnum, { nullable: true }) @IsOptional() depositScheme?: DepositScheme | null;
}

@InputType({ description: 'Notice given on a tenancy: it is ending (LEASE-03)' })
export class GiveNoticeInput implements GiveNoticeRequest {
  @Field(() => String, { description: 'The day notice was given, YYYY-MM-DD' }) @IsString() noticeGivenOn!: string;
  @Field(() => String, { description: 'The last day of the tenancy, YYYY-MM-DD' }) @IsString() endDate!: string;
}

@InputType({ description: 'A tenancy ended (LEASE-03)' })
export class EndTenancyInput implements EndTenancyRequest {
  @Field(() => String, { description: 'Its last day, YYYY-MM-DD, today at the latest' }) @IsString() endDate!: string;
}

@InputType({ description: 'A new rent from a date, today or later (LEASE-04); charges already begun never change' })
export class ChangeRentInput implements ChangeRentRequest {
  @Field(() => String, { description: 'YYYY-MM-DD' }) @IsString() effectiveFrom!: string;
  @Field(() => Int, { description: 'Pence per rent period' })
  @IsInt({ message: 'rentPence must be a whole number of pence' })
  rentPence!: number;
}

@InputType({ description: "The deposit's records (DEP-01); only the fields given change, null clears" })
export class RecordDepositInput implements RecordDepositRequest {
  @Field(() => DepositSchemeEnum, { nullable: true }) @IsOptional() scheme?: DepositScheme | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsString() receivedOn?:
    string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @IsOptional() @IsString() protectedOn?:
    string | null;
  @Field(() => String, { nullable: true, description: "The scheme's certificate or reference" })
  @IsOptional()
  @IsString()
  reference?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsString()
  prescribedInformationServedOn?: string | null;
}
