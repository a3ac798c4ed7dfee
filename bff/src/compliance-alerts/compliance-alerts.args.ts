import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { COMPLIANCE_ALERT_ORDERS, type ComplianceAlertOrder } from '@pm/contracts';
import { DEFAULT_PAGE_SIZE } from '@pm/kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID } from 'class-validator';
import { enumType } from '../graphql/enum-type';

const ComplianceAlertOrderEnum = enumType(
  COMPLIANCE_ALERT_ORDERS,
  'ComplianceAlertOrder',
  'newest: raised last first; urgency: expired (longest overdue first), missing, then due within 7 and within 30 days',
);

/** The alert list's page, filters and order (CMP-03). */
@ArgsType()
export class ComplianceAlertsArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE }) @IsInt() first!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() after?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True: open alerts only; false: closed ones only' })
  @IsOptional()
  @IsBoolean()
  open?: boolean | null;
  @Field(() => ID, { nullable: true, description: "One property's alerts" })
  @IsOptional()
  @IsUUID('all', { message: 'propertyId must be a property id' })
  propertyId?: string | null;
  @Field(() => ComplianceAlertOrderEnum, { defaultValue: 'newest' })
  @IsIn(COMPLIANCE_ALERT_ORDERS)
  order!: ComplianceAlertOrder;
}
