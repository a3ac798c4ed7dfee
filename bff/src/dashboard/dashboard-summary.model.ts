import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class DashboardSummary {
  @Field(() => Int) propertyCount!: number;
  @Field(() => Int) openMaintenanceCount!: number;
}
