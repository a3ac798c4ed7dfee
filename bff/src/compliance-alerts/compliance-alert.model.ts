import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  COMPLIANCE_ALERT_CLOSE_REASONS,
  COMPLIANCE_ALERT_THRESHOLDS,
  type ComplianceAlertBody,
  type ComplianceAlertCloseReason,
  type ComplianceAlertPropertyBody,
  type ComplianceAlertThreshold,
  type ComplianceItemType,
} from '@pm/contracts';
import { ComplianceItemTypeEnum } from '../compliance-items/property-compliance.model';
import { connectionType } from '../graphql/connection.model';
import { enumType } from '../graphql/enum-type';

const ComplianceAlertThresholdEnum = enumType(
  COMPLIANCE_ALERT_THRESHOLDS,
  'ComplianceAlertThreshold',
  'When the alert was raised: 30 or 7 days before the expiry date, from the expiry date on, or for a needed item never recorded',
);
const ComplianceAlertCloseReasonEnum = enumType(
  COMPLIANCE_ALERT_CLOSE_REASONS,
  'ComplianceAlertCloseReason',
  'Why the alert was closed: a newer certificate, an exemption, the property archived, the item no longer needed, or a more urgent alert of the same expiry in its place',
);

@ObjectType('ComplianceAlertProperty', { description: 'The property an alert is about, as lists show it' })
export class ComplianceAlertProperty implements ComplianceAlertPropertyBody {
  @Field(() => ID) id!: string;
  @Field(() => String) reference!: string;
  @Field(() => String) addressLine1!: string;
}

@ObjectType({ description: 'An expiring, expired or missing compliance item of a property (CMP-03)' })
export class ComplianceAlert implements ComplianceAlertBody {
  @Field(() => ID) id!: string;
  @Field(() => ComplianceAlertProperty) property!: ComplianceAlertProperty;
  @Field(() => ComplianceItemTypeEnum) itemType!: ComplianceItemType;
  @Field(() => ComplianceAlertThresholdEnum) threshold!: ComplianceAlertThreshold;
  @Field(() => String, {
    nullable: true,
    description: 'The expiry date the alert is about (YYYY-MM-DD); null when missing',
  })
  expiresOn!: string | null;
  @Field(() => String) raisedAt!: string;
  @Field(() => String, { nullable: true }) closedAt!: string | null;
  @Field(() => ComplianceAlertCloseReasonEnum, { nullable: true }) closeReason!: ComplianceAlertCloseReason | null;
}

@ObjectType()
export class ComplianceAlertConnection extends connectionType(ComplianceAlert) {}
