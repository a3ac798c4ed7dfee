import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  DEPOSIT_SCHEMES,
  DEPOSIT_STATES,
  LEASE_STATUSES,
  RENT_FREQUENCIES,
  TENANCY_TYPES,
  type DepositBody,
  type DepositScheme,
  type DepositState,
  type LeaseBody,
  type LeaseStatus,
  type Nation,
  type RentChangeBody,
  type RentChargeBody,
  type RentFrequency,
  type TenancyBody,
  type TenancyRulesBody,
  type TenancyType,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';
import { NationEnum } from '../properties/property.model';
import { RentStanding } from './rent-ledger.model';

export const LeaseStatusEnum = enumType(
  LEASE_STATUSES,
  'LeaseStatus',
  'draft, then active, then ending once notice is given, then ended (LEASE-03)',
);
export const TenancyTypeEnum = enumType(
  TENANCY_TYPES,
  'TenancyType',
  "The tenancy's legal type; each nation allows its own (LEASE-02)",
);
export const RentFrequencyEnum = enumType(RENT_FREQUENCIES, 'RentFrequency', 'How often rent is due (LEASE-04)');
export const DepositSchemeEnum = enumType(
  DEPOSIT_SCHEMES,
  'DepositScheme',
  'An authorised deposit protection scheme; each nation has its own (DEP-02)',
);
const DepositStateEnum = enumType(
  DEPOSIT_STATES,
  'DepositState',
  'Where a deposit stands against its protection clock today (DEP-02)',
);

@ObjectType({
  description: 'A tenancy of one property (LEASE-01); an owner sees those of their properties, a tenant their own',
})
export class Lease implements Pick<LeaseBody, 'id' | 'status' | 'startDate' | 'endDate' | 'monthlyRentPence'> {
  @Field(() => ID) id!: string;
  @Field(() => LeaseStatusEnum) status!: LeaseStatus;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD; none for a periodic tenancy' })
  endDate!: string | null;
  @Field(() => Int, { description: 'Rent per calendar month, in pence' }) monthlyRentPence!: number;
  /** Resolved by Lease.property through the property loader. */
  propertyId!: string;
}

@ObjectType()
export class LeaseConnection extends connectionType(Lease) {}

@ObjectType({ description: "One charge of a tenancy's rent schedule (LEASE-04), worked out from its terms" })
export class RentCharge implements RentChargeBody {
  @Field(() => String, { description: 'First day of the period, YYYY-MM-DD; with the tenancy, the charge’s key' })
  periodStart!: string;
  @Field(() => String, { description: 'Last day of the period (inclusive), YYYY-MM-DD' }) periodEnd!: string;
  @Field(() => String, { description: 'The day it is due, YYYY-MM-DD (rent in advance: the period’s first day)' })
  dueDate!: string;
  @Field(() => Int, { description: 'Pence; a part period is pro-rated by days' }) amountPence!: number;
}

@ObjectType({ description: 'A rent from a date (LEASE-04); it prices each period that begins on or after it' })
export class RentChange implements Omit<RentChangeBody, 'recordedByUserId'> {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) effectiveFrom!: string;
  @Field(() => Int, { description: 'Pence per rent period' }) rentPence!: number;
  @Field(() => String, { description: 'When it was recorded (ISO 8601)' }) recordedAt!: string;
}

@ObjectType({ description: "A tenancy's deposit (DEP-01) with its protection clock (DEP-02)" })
export class Deposit implements DepositBody {
  @Field(() => Int, { nullable: true, description: 'Pence; null when the tenancy takes no deposit' })
  amountPence!: number | null;
  @Field(() => DepositSchemeEnum, { nullable: true }) scheme!: DepositScheme | null;
  @Field(() => String, { nullable: true, description: 'The day it was received, YYYY-MM-DD' })
  receivedOn!: string | null;
  @Field(() => String, { nullable: true, description: 'The day it was protected in the scheme, YYYY-MM-DD' })
  protectedOn!: string | null;
  @Field(() => String, { nullable: true, description: "The scheme's certificate or reference" })
  reference!: string | null;
  @Field(() => String, { nullable: true, description: 'The day the prescribed information was served, YYYY-MM-DD' })
  prescribedInformationServedOn!: string | null;
  @Field(() => Int, { nullable: true, description: "The nation's cap for the rent, in pence; null where none" })
  capPence!: number | null;
  @Field(() => String, { nullable: true, description: 'How the law puts the cap ("5 weeks\' rent")' })
  capRule!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The last day to protect it and serve the prescribed information; null until it is received',
  })
  deadline!: string | null;
  @Field(() => String, { nullable: true, description: 'The day the first alert is raised: a week before the deadline' })
  alertOn!: string | null;
  @Field(() => DepositStateEnum) state!: DepositState;
}

@ObjectType({
  description:
    'A tenancy (LEASE-01..04): its property, tenants, type, dates, rent and deposit. An owner sees those of their ' +
    'properties, a tenant their own (ISO-02)',
})
export class Tenancy implements Omit<
  TenancyBody,
  'companyId' | 'deposit' | 'rentChanges' | 'schedule' | 'scheduleUntil' | 'tenantIds'
> {
  @Field(() => ID) id!: string;
  @Field(() => LeaseStatusEnum) status!: LeaseStatus;
  @Field(() => TenancyTypeEnum) type!: TenancyType;
  @Field(() => NationEnum, { description: 'The nation whose law the tenancy was made under' }) nation!: Nation;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' }) startDate!: string;
  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD; none for a periodic tenancy' })
  endDate!: string | null;
  @Field(() => Int, { description: 'The starting rent per rent period, in pence' }) rentPence!: number;
  @Field(() => Int, { description: 'The rent in force today (or at the start, when it has not begun), in pence' })
  currentRentPence!: number;
  @Field(() => RentFrequencyEnum) rentFrequency!: RentFrequency;
  @Field(() => Int, {
    nullable: true,
    description: 'Day of the month rent is due, for monthly, quarterly and yearly rent',
  })
  rentDueDay!: number | null;
  @Field(() => Int, { description: 'The monthly equivalent of the rent in force, in pence' }) monthlyRentPence!: number;
  @Field(() => String, { nullable: true, description: 'The day notice was given, YYYY-MM-DD' })
  noticeGivenOn!: string | null;
  @Field(() => [ID], { description: 'Its tenants that the caller may see (a tenant sees only themselves)' })
  tenantIds!: string[];
  @Field(() => Deposit) deposit!: Deposit;
  @Field(() => [RentChange], { description: 'Later rents, oldest first' }) rentChanges!: RentChange[];
  @Field(() => String, {
    nullable: true,
    description: 'The schedule runs to the end date or, for a periodic tenancy, to this day (12 months ahead)',
  })
  scheduleUntil?: string;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  /** Resolved by Tenancy.property through the property loader. */
  propertyId!: string;
  @Field(() => [RentCharge], {
    description:
      'The rent schedule (LEASE-04), worked out from the terms and rent changes: to the end date or, for a ' +
      'periodic tenancy, to scheduleUntil',
  })
  schedule?: RentCharge[];
  @Field(() => RentStanding, {
    nullable: true,
    description:
      'Where its rent stands today (RENT-01): balance, arrears, days overdue, the next charge; null for a draft. ' +
      'Worked out by the same call that reads the tenancies',
  })
  rentStanding?: RentStanding | null;
}

@ObjectType()
export class TenancyConnection extends connectionType(Tenancy) {}

@ObjectType({ description: 'What a new tenancy in a nation may be (LEASE-02, DEP-01, DEP-02), for forms as you go' })
export class TenancyRules implements TenancyRulesBody {
  @Field(() => NationEnum) nation!: Nation;
  @Field(() => [TenancyTypeEnum], { description: 'The types a new tenancy may have' }) tenancyTypes!: TenancyType[];
  @Field(() => [DepositSchemeEnum], { description: "The nation's authorised schemes" })
  depositSchemes!: DepositScheme[];
  @Field(() => Int, { nullable: true, description: 'The most a deposit may be for the rent given; null where none' })
  depositCapPence!: number | null;
  @Field(() => String, { nullable: true, description: 'How the law puts the cap' }) depositCapRule!: string | null;
}
