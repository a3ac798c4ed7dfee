import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { RentSummaryBody } from '@pm/contracts';

@ObjectType({
  description:
    "The caller's figures (DASH-01), of what their role may see (ISO-02): the company's for its staff, an owner's properties, a tenant's home and requests, a trade's jobs",
})
export class DashboardSummary {
  @Field(() => Int, { description: "Properties: the portfolio, the ones an owner owns, or a tenant's home" })
  propertyCount!: number;
  @Field(() => Int, { description: 'Maintenance requests still open (reported, in progress or awaiting a trade)' })
  openMaintenanceCount!: number;
  @Field(() => Int, { description: 'Maintenance requests of any status' })
  maintenanceCount!: number;
}

@ObjectType({
  description:
    'Rent on the tenancies the caller may see, today in Europe/London (RENT-03, DASH-01): a tenant their own, an ' +
    "owner their properties', the staff the company's",
})
export class RentSummary implements RentSummaryBody {
  @Field(() => String, { description: 'The day it was worked out for (today), YYYY-MM-DD' }) asOf!: string;
  @Field(() => Int, { description: 'Live tenancies, and ended ones with a balance left' }) tenancyCount!: number;
  @Field(() => Int, { description: 'Rent due so far less payments, in pence (negative: in credit)' })
  balancePence!: number;
  @Field(() => Int, { description: 'Outstanding on overdue charges, in pence' }) arrearsPence!: number;
  @Field(() => Int, { description: 'Payments received this calendar month, in pence: an owner’s rent received' })
  receivedThisMonthPence!: number;
}
