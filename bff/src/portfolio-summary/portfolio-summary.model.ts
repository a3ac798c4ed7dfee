import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import {
  MAINTENANCE_PRIORITIES,
  type MaintenancePriority,
  type PortfolioComplianceFigures,
  type PropertyStatus,
} from '@pm/contracts';
import { enumType } from '../graphql/enum-type';
import { PropertyStatusEnum } from '../properties/property.model';

const MaintenancePriorityEnum = enumType(
  MAINTENANCE_PRIORITIES,
  'MaintenancePriority',
  'How soon a repair must be attended to: emergency, urgent or routine',
);

@ObjectType({ description: 'How many properties in use have one status' })
export class PropertyStatusCount {
  @Field(() => PropertyStatusEnum) status!: PropertyStatus;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'How many open repairs (not completed, closed or cancelled) have one priority' })
export class RepairPriorityCount {
  @Field(() => MaintenancePriorityEnum) priority!: MaintenancePriority;
  @Field(() => Int) count!: number;
}

@ObjectType({
  description:
    'Properties in use by the worst state of the compliance items they need (CMP-01); each property is counted once',
})
export class PortfolioCompliance implements PortfolioComplianceFigures {
  @Field(() => Int, { description: 'Every needed item valid or exempt' })
  fullyCompliant!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Fully compliant properties as a share of the properties in use, 0 to 1; null when there are none',
  })
  fullyCompliantShare!: number | null;
  @Field(() => Int, { description: 'At worst an item expiring within 30 days' })
  expiring!: number;
  @Field(() => Int, { description: 'At least one needed item expired' })
  expired!: number;
  @Field(() => Int, { description: 'At worst a needed item missing, none expired' })
  missing!: number;
}

@ObjectType({
  description:
    'The portfolio at a glance (PORT-01): the properties in use (archived ones left out) the caller may see, the agency staff the whole company, an owner their own properties (ISO-02)',
})
export class PortfolioSummary {
  @Field(() => String, { description: 'The day (YYYY-MM-DD, Europe/London) the compliance figures are worked out on' })
  asOf!: string;
  @Field(() => Int, { description: 'Properties in use' })
  propertyCount!: number;
  @Field(() => [PropertyStatusCount], {
    description: 'Properties in use by status: let, vacant, under offer, unavailable',
  })
  byStatus!: PropertyStatusCount[];
  @Field(() => Float, {
    nullable: true,
    description: 'Let properties as a share of the properties in use, 0 to 1; null when there are none',
  })
  occupancyRate!: number | null;
  @Field(() => Float, {
    description:
      "The monthly rent of the let properties, in whole pence (a Float: a large portfolio's total passes GraphQL's 32-bit Int)",
  })
  rentRollPencePerMonth!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      'Rent owed and unpaid on overdue charges of the tenancies the caller may see (RENT-01), in pence, from the ' +
      'payments recorded; never an estimate',
  })
  arrearsTotalPence!: number | null;
  @Field(() => PortfolioCompliance)
  compliance!: PortfolioCompliance;
  @Field(() => Int, { description: 'Open repairs of every priority' })
  openRepairCount!: number;
  @Field(() => [RepairPriorityCount], { description: 'Open repairs by priority: emergency, urgent, routine' })
  openRepairsByPriority!: RepairPriorityCount[];
}
