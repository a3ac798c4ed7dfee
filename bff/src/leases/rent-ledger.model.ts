import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import {
  RENT_CHARGE_STATES,
  RENT_PAYMENT_METHODS,
  type LedgerChargeBody,
  type RecordRentPaymentRequest,
  type RentAllocationBody,
  type RentChargeState,
  type RentLedgerBody,
  type RentPaymentBody,
  type RentPaymentMethod,
  type RentStandingBody,
} from '@pm/contracts';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsArray, IsInt, IsOptional, IsString } from 'class-validator';
import { enumType } from '../graphql/enum-type';

const RentChargeStateEnum = enumType(
  RENT_CHARGE_STATES,
  'RentChargeState',
  'Where a rent charge stands (RENT-01): due, paid, part_paid, or overdue from the day after its due date',
);
const RentPaymentMethodEnum = enumType(RENT_PAYMENT_METHODS, 'RentPaymentMethod', 'How a rent payment was made');

@ObjectType({
  description: 'A payment of rent received (RENT-01); never edited: a mistaken one is taken off with its record kept',
})
export class RentPayment implements Omit<RentPaymentBody, 'leaseId' | 'recordedByUserId'> {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The day the money was received, YYYY-MM-DD' }) paidOn!: string;
  @Field(() => Int, { description: 'Pence, more than 0' }) amountPence!: number;
  @Field(() => RentPaymentMethodEnum) @IsString() method!: RentPaymentMethod;
  @Field(() => String, { nullable: true, description: 'The bank reference or a note' }) reference!: string | null;
  @Field(() => String, { description: 'When it was recorded (ISO 8601)' }) recordedAt!: string;
}

@ObjectType({ description: 'A rent charge of the ledger with what has been paid towards it (RENT-01)' })
export class LedgerCharge implements LedgerChargeBody {
  @Field(() => String, { description: 'First day of the period, YYYY-MM-DD; with the tenancy, the charge’s key' })
  periodStart!: string;
  @Field(() => String, { description: 'Last day of the period (inclusive), YYYY-MM-DD' }) periodEnd!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) dueDate!: string;
  @Field(() => Int, { description: 'What is charged, in pence' }) amountPence!: number;
  @Field(() => Int, { description: 'Paid towards it so far, in pence (payments go to the oldest charge first)' })
  paidPence!: number;
  @Field(() => Int, { description: 'Still owed on it, in pence' }) outstandingPence!: number;
  @Field(() => RentChargeStateEnum) state!: RentChargeState;
  @Field(() => Int, { description: 'Days past its due date while unpaid (1 on the day after); 0 otherwise' })
  daysOverdue!: number;
}

@ObjectType({ description: 'The part of a payment that went to a charge (RENT-01), oldest charge first' })
export class RentAllocation implements RentAllocationBody {
  @Field(() => ID) paymentId!: string;
  @Field(() => String, { description: 'The charge’s period start, YYYY-MM-DD' }) periodStart!: string;
  @Field(() => Int, { description: 'Pence' }) amountPence!: number;
}

@ObjectType({ description: "Where a tenancy's rent stands today, in Europe/London (RENT-01)" })
export class RentStanding implements RentStandingBody {
  @Field(() => String, { description: 'The day it was worked out for (today), YYYY-MM-DD' }) asOf!: string;
  @Field(() => RentChargeStateEnum, {
    description: 'The worst state of the charges due so far: overdue, then part_paid, then due, else paid',
  })
  state!: RentChargeState;
  @Field(() => Int, {
    description: 'Charges due so far less every payment, in pence: positive is owed, negative is held in credit',
  })
  balancePence!: number;
  @Field(() => Int, { description: 'What is outstanding on overdue charges, in pence' }) arrearsPence!: number;
  @Field(() => Int, { description: 'Paid beyond every charge shown, in pence' }) creditPence!: number;
  @Field(() => Int, { description: 'Days the oldest overdue charge is late; 0 when none is' })
  oldestDaysOverdue!: number;
  @Field(() => LedgerCharge, { nullable: true, description: 'The next charge due today or later; null when none' })
  nextCharge!: LedgerCharge | null;
  @Field(() => Int, { description: 'Payments received this calendar month, in pence' })
  receivedThisMonthPence!: number;
}

@ObjectType({
  description:
    "A tenancy's rent ledger (RENT-01): the charges due up to today and the next one, the payments and how each " +
    'was allocated, oldest charge first. The staff see every tenancy’s, an owner their properties’, a tenant their own',
})
export class RentLedger extends RentStanding implements Omit<RentLedgerBody, 'payments'> {
  @Field(() => ID, { description: 'The tenancy' }) leaseId!: string;
  @Field(() => [LedgerCharge], { description: 'Oldest first' }) charges!: LedgerCharge[];
  @Field(() => [RentPayment], { description: 'Oldest first' }) payments!: RentPayment[];
  @Field(() => [RentAllocation]) allocations!: RentAllocation[];
}

@InputType({ description: 'A payment of rent received (RENT-01)' })
export class RecordRentPaymentInput implements RecordRentPaymentRequest {
  @Field(() => String, { description: 'The day it was received, YYYY-MM-DD, today at the latest' })
  @IsString()
  paidOn!: string;
  @Field(() => Int, { description: 'Pence, more than 0' })
  @IsInt({ message: 'amountPence must be a whole number of pence' })
  amountPence!: number;
  @Field(() => RentPaymentMethodEnum) @IsString() method!: RentPaymentMethod;
  @Field(() => String, { nullable: true, description: 'The bank reference or a note, up to 100 characters' })
  @IsOptional()
  @IsString()
  reference?: string | null;
}

/** The arrears list's page and filter (RENT-01, ISO-03). */
@ArgsType()
export class ArrearsArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;
  @Field(() => [RentChargeStateEnum], { nullable: true, description: 'Any of these states' })
  @IsOptional()
  @IsArray()
  state?: RentChargeState[] | null;
}
