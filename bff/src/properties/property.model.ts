import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Nation, PropertyBody, PropertyStatus, PropertyType } from '@pm/contracts';
import { NationEnum, PropertyStatusEnum, PropertyTypeEnum } from '../graphql/enums';
import { PageInfo } from '../graphql/page-info.model';

@ObjectType()
export class Property {
  @Field(() => ID) id!: string;
  @Field(() => String) reference!: string;
  @Field(() => String) addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field(() => String) city!: string;
  @Field(() => String) postcode!: string;
  @Field(() => NationEnum) nation!: Nation;
  @Field(() => PropertyTypeEnum) type!: PropertyType;
  @Field(() => Int) bedrooms!: number;
  @Field(() => Int) bathrooms!: number;
  @Field(() => Boolean) furnished!: boolean;
  @Field(() => PropertyStatusEnum) status!: PropertyStatus;
  @Field(() => Int, { nullable: true }) monthlyRentPence!: number | null;
  /** Resolved by Property.owner through the owner loader. */
  ownerId!: string | null;
}

export const toProperty = (body: PropertyBody): Property =>
  Object.assign(new Property(), {
    id: body.id,
    reference: body.reference,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2,
    city: body.city,
    postcode: body.postcode,
    nation: body.nation,
    type: body.type,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    furnished: body.furnished,
    status: body.status,
    monthlyRentPence: body.monthlyRentPence,
    ownerId: body.ownerId,
  });

@ObjectType()
export class PropertyEdge {
  @Field(() => String) cursor!: string;
  @Field(() => Property) node!: Property;
}

@ObjectType()
export class PropertyConnection {
  @Field(() => [PropertyEdge]) edges!: PropertyEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
}
