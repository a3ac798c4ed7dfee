import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { OwnerStatementBody, OwnerStatementLineBody, OwnerStatementTotalsBody } from '@pm/contracts';
import { ManagementFeeKindEnum, PropertyOwner } from './property-owner.model';

@ObjectType({ description: "One property's month on an owner's statement (OWN-02); every figure in pence" })
export class OwnerStatementLine implements OwnerStatementLineBody {
  @Field(() => ID) propertyId!: string;
  @Field(() => String, { description: "The property's reference, such as NGL-001" }) reference!: string;
  @Field(() => String) addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field(() => String) city!: string;
  @Field(() => String) postcode!: string;
  @Field(() => Int, { description: "Payments of the property's tenancies paid in the month (Europe/London)" })
  rentReceivedPence!: number;
  @Field(() => Int, {
    description: 'The percent fee on this rent, rounded half up to the penny; 0 with a fixed fee (charged once)',
  })
  managementFeePence!: number;
  @Field(() => Int, { description: 'Repair costs of the month; 0 while repairs record no costs (repairCostsRecorded)' })
  repairCostsPence!: number;
  @Field(() => Int, { description: 'Rent received less the fee and repair costs; may be negative' })
  netPence!: number;
}

@ObjectType({ description: "The statement's totals: the lines' sums, with the fixed fee when the owner pays one" })
export class OwnerStatementTotals implements OwnerStatementTotalsBody {
  @Field(() => Int) rentReceivedPence!: number;
  @Field(() => Int) managementFeePence!: number;
  @Field(() => Int) repairCostsPence!: number;
  @Field(() => Int, { description: 'Net to the owner; may be negative' }) netPence!: number;
}

@ObjectType({
  description:
    "An owner's statement for a calendar month (OWN-02): rent received per property, management fee, repair costs and net to the owner",
})
export class OwnerStatement implements Omit<OwnerStatementBody, 'ownerId' | 'ownerName' | 'lines' | 'totals'> {
  ownerId!: string;
  ownerName!: string;
  /** Resolved through the request's owner loader. */
  owner?: PropertyOwner;
  @Field(() => String, { description: 'YYYY-MM' }) month!: string;
  @Field(() => ManagementFeeKindEnum) managementFeeKind!: OwnerStatementBody['managementFeeKind'];
  @Field(() => Float, { nullable: true, description: 'Percent of the rent collected, for the kind percent' })
  managementFeePercent!: number | null;
  @Field(() => Int, {
    description: "The owner's fixed fee for the month, charged once rather than per property; 0 with a percent fee",
  })
  fixedManagementFeePence!: number;
  @Field(() => Boolean, {
    description: 'False while repairs record no costs: the repair figures are then 0 and not a real figure',
  })
  repairCostsRecorded!: boolean;
  @Field(() => [OwnerStatementLine], { description: "The owner's properties by reference" })
  lines!: OwnerStatementLine[];
  @Field(() => OwnerStatementTotals) totals!: OwnerStatementTotals;
}
