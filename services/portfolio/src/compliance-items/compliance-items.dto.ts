import {
  COMPLIANCE_EXEMPTION_NOTE_MAX_LENGTH,
  COMPLIANCE_EXEMPTION_REASONS,
  COMPLIANCE_INCLUDES,
  COMPLIANCE_ITEM_TYPES,
  COMPLIANCE_REFERENCE_MAX_LENGTH,
  type ComplianceBatchQuery,
  type ComplianceExemptionReason,
  type ComplianceInclude,
  type ComplianceItemType,
  type MarkComplianceExemptRequest,
  type RecordComplianceItemRequest,
} from '@pm/contracts';
import { TrimToNull } from '@pm/kit';
import { IsIn, IsOptional, IsString, IsUUID, Length, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../compliance/calendar-date-validators';

// Shown beside the form's fields as they are, so they speak to the person typing.
const MESSAGES = {
  type: `Choose an item: ${COMPLIANCE_ITEM_TYPES.join(', ')}`,
  date: 'Enter a date as YYYY-MM-DD',
  reference: `Use at most ${COMPLIANCE_REFERENCE_MAX_LENGTH} characters`,
  documentId: 'Choose a document from the list',
  reason: `Choose a reason: ${COMPLIANCE_EXEMPTION_REASONS.join(', ')}`,
  note: `Use at most ${COMPLIANCE_EXEMPTION_NOTE_MAX_LENGTH} characters`,
} as const;

/** Rules across fields (dates in order, not in the future, a reason the item offers) are the service's. */
export class RecordComplianceItemDto implements RecordComplianceItemRequest {
  @IsIn(COMPLIANCE_ITEM_TYPES, { message: MESSAGES.type }) type!: ComplianceItemType;
  @IsCalendarDate(MESSAGES.date) issuedOn!: string;
  @IsOptional() @IsCalendarDate(MESSAGES.date) expiresOn?: string | null;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.reference })
  @Length(1, COMPLIANCE_REFERENCE_MAX_LENGTH, { message: MESSAGES.reference })
  reference?: string | null;

  @IsOptional() @IsUUID('all', { message: MESSAGES.documentId }) documentId?: string | null;
}

export class MarkComplianceExemptDto implements MarkComplianceExemptRequest {
  @IsIn(COMPLIANCE_ITEM_TYPES, { message: MESSAGES.type }) type!: ComplianceItemType;
  @IsIn(COMPLIANCE_EXEMPTION_REASONS, { message: MESSAGES.reason }) reason!: ComplianceExemptionReason;

  @IsOptional()
  @TrimToNull()
  @IsString({ message: MESSAGES.note })
  @Length(1, COMPLIANCE_EXEMPTION_NOTE_MAX_LENGTH, { message: MESSAGES.note })
  note?: string | null;

  @IsOptional() @IsCalendarDate(MESSAGES.date) expiresOn?: string | null;
}

export class ComplianceBatchQueryDto implements ComplianceBatchQuery {
  @IsString() @MaxLength(4000) propertyIds!: string;
  @IsOptional() @IsIn(COMPLIANCE_INCLUDES) include?: ComplianceInclude;
}
