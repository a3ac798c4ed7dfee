import { Field, ID, InputType } from '@nestjs/graphql';
import {
  COMPLIANCE_EXEMPTION_REASONS,
  COMPLIANCE_ITEM_TYPES,
  type ComplianceExemptionReason,
  type ComplianceItemType,
  type MarkComplianceExemptRequest,
  type RecordComplianceItemRequest,
} from '@pm/contracts';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { ComplianceExemptionReasonEnum, ComplianceItemTypeEnum } from './property-compliance.model';

// Shapes and types only: the portfolio service checks every rule, with a message per field.

@InputType({ description: 'A certificate, check or licence as issued (CMP-01)' })
export class RecordComplianceItemInput implements RecordComplianceItemRequest {
  @Field(() => ID) @IsString() propertyId!: string;
  @Field(() => ComplianceItemTypeEnum) @IsIn(COMPLIANCE_ITEM_TYPES) type!: ComplianceItemType;
  @Field(() => String, { description: 'YYYY-MM-DD, not in the future' }) @IsString() issuedOn!: string;
  @Field(() => String, {
    nullable: true,
    description: "YYYY-MM-DD, after issuedOn; worked out from the item's renewal period when left out",
  })
  @IsOptional()
  @IsString()
  expiresOn?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() reference?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() documentId?: string | null;
}

@InputType({ description: 'Why a property does not need an item (CMP-01)' })
export class MarkComplianceExemptInput implements MarkComplianceExemptRequest {
  @Field(() => ID) @IsString() propertyId!: string;
  @Field(() => ComplianceItemTypeEnum) @IsIn(COMPLIANCE_ITEM_TYPES) type!: ComplianceItemType;
  @Field(() => ComplianceExemptionReasonEnum, { description: 'One of the reasons the item offers' })
  @IsIn(COMPLIANCE_EXEMPTION_REASONS)
  reason!: ComplianceExemptionReason;
  @Field(() => String, { nullable: true, description: 'Required with the reason other' })
  @IsOptional()
  @IsString()
  note?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, when the exemption ends' })
  @IsOptional()
  @IsString()
  expiresOn?: string | null;
}
