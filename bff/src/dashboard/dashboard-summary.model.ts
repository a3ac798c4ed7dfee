import { Field, Int, ObjectType } from '@nestjs/graphql';

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
