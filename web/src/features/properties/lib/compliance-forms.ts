import {
  COMPLIANCE_EXEMPTION_NOTE_MAX_LENGTH,
  COMPLIANCE_EXEMPTIONS,
  COMPLIANCE_REFERENCE_MAX_LENGTH,
} from '@pm/contracts';
import { z } from 'zod';

import type {
  ComplianceExemptionReason,
  ComplianceItemType,
  MarkComplianceExemptInput,
  RecordComplianceItemInput,
} from '@/gql/types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalDate = z.union([z.literal(''), z.string().regex(DATE, 'Enter a date, such as 23/11/2026')]);

/** Quick checks as the person types (CMP-01); the service checks the dates against today and the item again. */
export const recordItemSchema = z
  .object({
    issuedOn: z.string().regex(DATE, 'Enter the date it was issued'),
    expiresOn: optionalDate,
    reference: z
      .string()
      .trim()
      .max(COMPLIANCE_REFERENCE_MAX_LENGTH, `Use at most ${COMPLIANCE_REFERENCE_MAX_LENGTH} characters`),
  })
  .refine((values) => values.expiresOn === '' || values.expiresOn > values.issuedOn, {
    path: ['expiresOn'],
    message: 'The expiry date must be after the date it was issued',
  });

export type RecordItemValues = z.input<typeof recordItemSchema>;
export const EMPTY_RECORD_ITEM: RecordItemValues = { issuedOn: '', expiresOn: '', reference: '' };

export function toRecordItemInput(
  propertyId: string,
  type: ComplianceItemType,
  values: z.output<typeof recordItemSchema>,
  documentId: string | null = null,
): RecordComplianceItemInput {
  return {
    propertyId,
    type,
    issuedOn: values.issuedOn,
    expiresOn: values.expiresOn || null,
    reference: values.reference || null,
    documentId,
  };
}

/** The title a certificate's file is kept under in the property's documents (DOC-01). */
export function certificateTitle(label: string, values: z.output<typeof recordItemSchema>): string {
  return `${label}${values.reference ? ` ${values.reference}` : ''}, issued ${values.issuedOn}`;
}

export const exemptSchema = z
  .object({
    reason: z.string().min(1, 'Choose why the property does not need it'),
    note: z
      .string()
      .trim()
      .max(COMPLIANCE_EXEMPTION_NOTE_MAX_LENGTH, `Use at most ${COMPLIANCE_EXEMPTION_NOTE_MAX_LENGTH} characters`),
    expiresOn: optionalDate,
  })
  .refine((values) => values.reason !== 'other' || values.note !== '', {
    path: ['note'],
    message: 'Say why the property does not need it',
  });

export type ExemptValues = z.input<typeof exemptSchema>;
export const EMPTY_EXEMPT: ExemptValues = { reason: '', note: '', expiresOn: '' };

/** The reasons an item may be exempt for (the contracts' list, which the service also checks). */
export const exemptionReasonsFor = (type: ComplianceItemType): readonly ComplianceExemptionReason[] =>
  COMPLIANCE_EXEMPTIONS[type];

export function toExemptInput(
  propertyId: string,
  type: ComplianceItemType,
  values: z.output<typeof exemptSchema>,
): MarkComplianceExemptInput {
  return {
    propertyId,
    type,
    reason: values.reason as ComplianceExemptionReason,
    note: values.note || null,
    expiresOn: values.expiresOn || null,
  };
}
