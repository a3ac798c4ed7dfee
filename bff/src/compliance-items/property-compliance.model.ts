import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  COMPLIANCE_EXEMPTION_REASONS,
  COMPLIANCE_ITEM_TYPES,
  COMPLIANCE_PROBLEMS,
  COMPLIANCE_STATUSES,
  type ComplianceExemptionReason,
  type ComplianceItemStateBody,
  type ComplianceItemType,
  type ComplianceProblem,
  type ComplianceStatus,
  type ComplianceSummary,
  type PropertyComplianceBody,
} from '@pm/contracts';
import { enumType } from '../graphql/enum-type';

export const ComplianceItemTypeEnum = enumType(
  COMPLIANCE_ITEM_TYPES,
  'ComplianceItemType',
  'An item a property may need (CMP-02)',
);
export const ComplianceExemptionReasonEnum = enumType(
  COMPLIANCE_EXEMPTION_REASONS,
  'ComplianceExemptionReason',
  'Why a property does not need an item; each item offers only some reasons',
);
const ComplianceStatusEnum = enumType(
  COMPLIANCE_STATUSES,
  'ComplianceStatus',
  'An item on a day in Europe/London: expiring within 30 days, expired from its expiry date on (CMP-01)',
);
const ComplianceProblemEnum = enumType(
  COMPLIANCE_PROBLEMS,
  'ComplianceProblem',
  'Why an item in date still counts against the property',
);

@ObjectType({ description: 'One item a property needs or has recorded, with its state today (CMP-01)' })
export class ComplianceItem implements ComplianceItemStateBody {
  @Field(() => ComplianceItemTypeEnum) type!: ComplianceItemType;
  @Field(() => Boolean, { description: 'Needed now; an item recorded but not needed is listed and not counted' })
  needed!: boolean;
  @Field(() => ComplianceStatusEnum) status!: ComplianceStatus;
  @Field(() => String, {
    nullable: true,
    description: 'The date the status turns on (YYYY-MM-DD): recorded, from the renewal period, or a tenancy start',
  })
  expiresOn!: string | null;
  @Field(() => ComplianceProblemEnum, { nullable: true }) problem!: ComplianceProblem | null;
  @Field(() => String, { description: 'The law behind the rule' }) basis!: string;
  @Field(() => ID, { nullable: true, description: 'The current record; null when the item is missing' })
  recordId!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) issuedOn!: string | null;
  @Field(() => String, { nullable: true, description: "The certificate's or licence's number" })
  reference!: string | null;
  @Field(() => ID, { nullable: true }) documentId!: string | null;
  @Field(() => ComplianceExemptionReasonEnum, { nullable: true }) exemptReason!: ComplianceExemptionReason | null;
  @Field(() => String, { nullable: true }) exemptNote!: string | null;
  @Field(() => String, { nullable: true }) recordedAt!: string | null;
}

@ObjectType({ description: 'How many needed items are in each state' })
export class ComplianceCounts implements Record<ComplianceStatus, number> {
  @Field(() => Int) valid!: number;
  @Field(() => Int) expiring!: number;
  @Field(() => Int) expired!: number;
  @Field(() => Int) missing!: number;
  @Field(() => Int) exempt!: number;
}

@ObjectType('ComplianceSummary', { description: "A property's compliance at a glance" })
export class ComplianceSummaryModel implements ComplianceSummary {
  @Field(() => ComplianceStatusEnum, { description: 'The worst state among the needed items; valid when none' })
  worst!: ComplianceStatus;
  @Field(() => ComplianceCounts) counts!: ComplianceCounts;
}

@ObjectType({ description: "A property's compliance items and summary on a day in Europe/London (CMP-01, CMP-02)" })
export class PropertyCompliance implements Omit<PropertyComplianceBody, 'items'> {
  @Field(() => ID) propertyId!: string;
  @Field(() => String, { description: 'The day (YYYY-MM-DD, Europe/London) the states are for' }) asOf!: string;
  @Field(() => [ComplianceItem]) items!: ComplianceItem[];
  @Field(() => ComplianceSummaryModel) summary!: ComplianceSummaryModel;
}
