import { COMPLIANCE_ALERT_ORDERS, type ComplianceAlertOrder, type ComplianceAlertQuery } from '@pm/contracts';
import { PageQueryDto } from '@pm/kit';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';

/** `?open=true|false&propertyId=&order=newest|urgency` with the page's `limit`, `cursor` and `count`. */
export class ListComplianceAlertsQueryDto extends PageQueryDto implements ComplianceAlertQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'false' ? false : value === 'true' ? true : value))
  @IsBoolean({ message: 'open must be true or false' })
  open?: boolean;

  @IsOptional()
  @IsUUID('all', { message: 'propertyId must be a UUID' })
  propertyId?: string;

  @IsOptional()
  @IsIn(COMPLIANCE_ALERT_ORDERS, { message: `order must be one of: ${COMPLIANCE_ALERT_ORDERS.join(', ')}` })
  order?: ComplianceAlertOrder;
}
