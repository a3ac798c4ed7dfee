import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  EPC_RATINGS,
  NATIONS,
  PROPERTY_LICENCES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type EpcRating,
  type Nation,
  type PropertyBody,
  type PropertyLicence,
  type PropertyOwnerRef,
  type PropertyStatus,
  type PropertyType,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const NationEnum = enumType(NATIONS, 'Nation');
export const PropertyTypeEnum = enumType(PROPERTY_TYPES, 'PropertyType');
export const PropertyStatusEnum = enumType(PROPERTY_STATUSES, 'PropertyStatus');
export const PropertyLicenceEnum = enumType(
  PROPERTY_LICENCES,
  'PropertyLicence',
  'The licence a property holds (PROP-02)',
);
export const EpcRatingEnum = enumType(EPC_RATINGS, 'EpcRating', 'Energy performance band, A best');

@ObjectType()
export class Property implements Omit<PropertyBody, 'companyId' | 'createdAt' | 'updatedAt'> {
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
  @Field(() => Boolean, { description: 'Any gas appliance, fitting or flue the landlord provides (CMP-02)' })
  hasGasSupply!: boolean;
  @Field(() => PropertyLicenceEnum) licence!: PropertyLicence;
  @Field(() => Boolean, { description: 'Common parts the landlord or agent is responsible for (CMP-02)' })
  hasCommonParts!: boolean;
  @Field(() => EpcRatingEnum, { nullable: true }) epcRating!: EpcRating | null;
  @Field(() => Boolean, { description: 'An exemption from the minimum EPC rating is registered' })
  epcMinimumExempt!: boolean;
  @Field(() => ID, { nullable: true, description: 'The building factor (block manager) of the property' })
  buildingFactorId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'When it was archived (PROP-03); archived properties leave lists',
  })
  archivedAt!: string | null;
  /** Property.owner: `owner` when the list read it in the same call (answered from here), else the owner loader. */
  ownerId!: string | null;
  owner?: PropertyOwnerRef | null;
}

@ObjectType()
export class PropertyConnection extends connectionType(Property) {}
