import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { LEASE_STATUSES, type LeaseBody, type LeaseStatus } from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const LeaseStatusEnum = enumType(
  LEASE_STATUSES,
  'LeaseStatus',
  'draft, then active, then ending once notice is given, then ended (LEASE-03)',
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
