import { z } from 'zod';

import type { CreateTenantInput, TenantStatus, UpdateTenantInput } from '@/gql/types';
import { londonToday } from '@/lib/london-today';

import type { TenantDetailFragment } from '../api/tenants.generated';

export const TENANT_STATUSES = ['applicant', 'current', 'former'] as const satisfies readonly TenantStatus[];

/** A UK number as people write it; the service checks the numbering plan again (TEN-01). */
const UK_PHONE = /^(?:(?:\+44|0044)\s*(?:\(0\))?|0)[\d\s()-]{9,14}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE_MESSAGE = 'Enter a UK phone number, such as 07700 900123 or 020 7946 0018';

const notAfterToday = (message: string) =>
  z.string().refine((value) => value === '' || (DATE.test(value) && value <= londonToday()), message);

/**
 * Quick checks as the person types (TEN-01); the service checks everything again and its messages land on the same
 * fields. Blank optional fields are sent as null.
 */
export const tenantFormSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter the first name').max(100, 'Use at most 100 characters'),
  lastName: z.string().trim().min(1, 'Enter the last name').max(100, 'Use at most 100 characters'),
  email: z.string().trim().email('Enter an e-mail address, such as name@example.com'),
  phone: z.string().trim().regex(UK_PHONE, PHONE_MESSAGE),
  dateOfBirth: notAfterToday('Enter the date of birth as YYYY-MM-DD, not in the future'),
  emergencyContactName: z.string().trim().max(100, 'Use at most 100 characters'),
  emergencyContactPhone: z
    .string()
    .trim()
    .refine((value) => value === '' || UK_PHONE.test(value), PHONE_MESSAGE),
  emergencyContactRelationship: z.string().trim().max(50, 'Use at most 50 characters, such as Mother or Partner'),
  status: z.enum(TENANT_STATUSES),
  notes: z.string().trim().max(2000, 'Use at most 2000 characters'),
});

export type TenantFormValues = z.input<typeof tenantFormSchema>;
type TenantFormOutput = z.output<typeof tenantFormSchema>;

export const EMPTY_TENANT_FORM: TenantFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  emergencyContactRelationship: '',
  status: 'applicant',
  notes: '',
};

export function tenantFormValues(tenant: TenantDetailFragment): TenantFormValues {
  return {
    firstName: tenant.firstName,
    lastName: tenant.lastName,
    email: tenant.email,
    phone: tenant.phone,
    dateOfBirth: tenant.dateOfBirth ?? '',
    emergencyContactName: tenant.emergencyContactName ?? '',
    emergencyContactPhone: tenant.emergencyContactPhone ?? '',
    emergencyContactRelationship: tenant.emergencyContactRelationship ?? '',
    status: tenant.status,
    notes: tenant.notes ?? '',
  };
}

/** A new tenant: blanks as null. */
export function toCreateTenantInput(values: TenantFormOutput): CreateTenantInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    dateOfBirth: values.dateOfBirth || null,
    emergencyContactName: values.emergencyContactName || null,
    emergencyContactPhone: values.emergencyContactPhone || null,
    emergencyContactRelationship: values.emergencyContactRelationship || null,
    status: values.status,
    notes: values.notes || null,
  };
}

/** An edit sends every field: what is blank is cleared. */
export const toUpdateTenantInput = (values: TenantFormOutput): UpdateTenantInput => toCreateTenantInput(values);
