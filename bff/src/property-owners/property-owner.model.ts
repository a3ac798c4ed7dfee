import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  MANAGEMENT_FEE_KINDS,
  type ManagementFeeKind,
  type MaskedBankDetails,
  type PropertyOwnerBody,
} from '@pm/contracts';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

export const ManagementFeeKindEnum = enumType(
  MANAGEMENT_FEE_KINDS,
  'ManagementFeeKind',
  'percent: a share of the rent collected; fixed: pence per month (OWN-01)',
);

@ObjectType({ description: 'Bank details, masked: the whole sort code and account number never leave the service' })
export class BankDetails implements MaskedBankDetails {
  @Field(() => String, { nullable: true }) accountName!: string | null;
  @Field(() => String, { description: 'The last 2 digits of the sort code' }) sortCodeLast2!: string;
  @Field(() => String, { description: 'The last 4 digits of the account number' }) accountNumberLast4!: string;
}

/**
 * A property owner (OWN-01). Through Property.owner a property list carries only id, name, e-mail and phone (its
 * join); the other fields then load the whole owner through the request's owner loader (one batched call).
 */
@ObjectType()
export class PropertyOwner implements Partial<Omit<PropertyOwnerBody, 'companyId' | 'updatedAt'>> {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  /** The rest of the body, absent when only the list's join was read. */
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  postcode?: string | null;
  bankDetails?: MaskedBankDetails | null;
  managementFeeKind?: ManagementFeeKind;
  managementFeePercent?: number | null;
  managementFeeFixedPence?: number | null;
  spendingLimitPence?: number;
  createdAt?: string;
}

@ObjectType()
export class PropertyOwnerConnection extends connectionType(PropertyOwner) {}
