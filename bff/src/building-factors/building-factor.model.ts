import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { BuildingFactorBody } from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';

@ObjectType({
  description:
    'A building factor (BF-01): the managing agent of a block, looking after its common parts and charging the service charge. A property has at most one.',
})
export class BuildingFactor implements Omit<BuildingFactorBody, 'companyId'> {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The factor's company name" }) name!: string;
  @Field(() => String, { nullable: true, description: 'The person the agency deals with there' })
  contactName!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) addressLine1!: string | null;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'A UK postcode, normalised (EH6 7BS)' })
  postcode!: string | null;
  @Field(() => String, { nullable: true, description: "The factor's fees as they state them" })
  fees!: string | null;
  @Field(() => Int, { nullable: true, description: 'The service charge a year, in pence' })
  serviceChargePencePerYear!: number | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { description: 'ISO 8601' }) createdAt!: string;
  @Field(() => String, { description: 'ISO 8601' }) updatedAt!: string;
}

@ObjectType({ description: 'A page of building factors' })
export class BuildingFactorConnection extends connectionType(BuildingFactor) {}
