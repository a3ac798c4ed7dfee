import { z } from 'zod';

import type { CreatePropertyOwnerInput, ManagementFeeKind, UpdatePropertyOwnerInput } from '@/gql/types';

import type { PropertyOwnerDetailFragment } from '../api/property-owners.generated';

const MANAGEMENT_FEE_KINDS = ['percent', 'fixed'] as const satisfies readonly ManagementFeeKind[];

const digits = (text: string) => text.replace(/[\s-]/g, '');
const pounds = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,6}(\.\d{1,2})?)?$/, `Enter the ${what} in pounds, such as 250 or 250.50`);

/**
 * Quick checks as the person types (OWN-01); the service checks everything again and its messages land on the same
 * fields. Money is typed in pounds and sent in pence. Bank numbers are write-only: the form starts them blank, and
 * left blank on an edit they keep what is stored.
 */
export const ownerFormSchema = z
  .object({
    name: z.string().trim().min(1, "Enter the owner's name").max(200, 'Use at most 200 characters'),
    email: z.union([z.literal(''), z.string().trim().email('Enter an e-mail address, such as name@example.com')]),
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'Enter a phone number: digits, spaces and + ( ) - only'),
    addressLine1: z.string().trim().max(200, 'Use at most 200 characters'),
    addressLine2: z.string().trim().max(200, 'Use at most 200 characters'),
    city: z.string().trim().max(100, 'Use at most 100 characters'),
    postcode: z.string().trim().max(16, 'Enter a UK postcode, such as SW1A 1AA'),
    bankAccountName: z.string().trim().max(100, 'Use at most 100 characters'),
    bankSortCode: z
      .string()
      .refine((value) => /^(\d{6})?$/.test(digits(value)), 'Enter the sort code: 6 digits, such as 12-34-56'),
    bankAccountNumber: z
      .string()
      .refine((value) => /^(\d{8})?$/.test(digits(value)), 'Enter the account number: 8 digits'),
    managementFeeKind: z.enum(MANAGEMENT_FEE_KINDS),
    managementFeePercent: z
      .string()
      .trim()
      .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, 'Enter the fee as a percent from 0 to 100, such as 10 or 8.5')
      .refine((value) => value === '' || Number(value) <= 100, 'Enter the fee as a percent from 0 to 100'),
    managementFeeFixed: pounds('monthly fee'),
    spendingLimit: pounds('spending limit').refine((value) => value !== '', 'Enter the spending limit per repair'),
  })
  .superRefine((values, context) => {
    if (values.managementFeeKind === 'percent' && values.managementFeePercent === '') {
      context.addIssue({ code: 'custom', path: ['managementFeePercent'], message: 'Enter the fee as a percent' });
    }
    if (values.managementFeeKind === 'fixed' && values.managementFeeFixed === '') {
      context.addIssue({ code: 'custom', path: ['managementFeeFixed'], message: 'Enter the monthly fee' });
    }
    if ((values.bankSortCode === '') !== (values.bankAccountNumber === '')) {
      const missing = values.bankSortCode === '' ? 'bankSortCode' : 'bankAccountNumber';
      context.addIssue({ code: 'custom', path: [missing], message: 'Enter both the sort code and the account number' });
    }
  });

export type OwnerFormValues = z.input<typeof ownerFormSchema>;
type OwnerFormOutput = z.output<typeof ownerFormSchema>;

/** The server names money in pence; the form in pounds. */
export const OWNER_FIELD_NAMES = {
  managementFeeFixedPence: 'managementFeeFixed',
  spendingLimitPence: 'spendingLimit',
} as const;

export const EMPTY_OWNER_FORM: OwnerFormValues = {
  name: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
  bankAccountName: '',
  bankSortCode: '',
  bankAccountNumber: '',
  managementFeeKind: 'percent',
  managementFeePercent: '10',
  managementFeeFixed: '',
  spendingLimit: '250',
};

const penceToPounds = (pence: number | null | undefined) => (pence == null ? '' : (pence / 100).toFixed(2));
const poundsToPence = (pounds: string) => Math.round(Number(pounds) * 100);

export function ownerFormValues(owner: PropertyOwnerDetailFragment): OwnerFormValues {
  return {
    name: owner.name,
    email: owner.email ?? '',
    phone: owner.phone ?? '',
    addressLine1: owner.addressLine1 ?? '',
    addressLine2: owner.addressLine2 ?? '',
    city: owner.city ?? '',
    postcode: owner.postcode ?? '',
    bankAccountName: owner.bankDetails?.accountName ?? '',
    bankSortCode: '',
    bankAccountNumber: '',
    managementFeeKind: owner.managementFeeKind,
    managementFeePercent: owner.managementFeePercent == null ? '' : String(owner.managementFeePercent),
    managementFeeFixed: penceToPounds(owner.managementFeeFixedPence),
    spendingLimit: penceToPounds(owner.spendingLimitPence),
  };
}

/** A new owner: blanks as null. */
export function toCreateOwnerInput(values: OwnerFormOutput): CreatePropertyOwnerInput {
  return {
    name: values.name,
    email: values.email || null,
    phone: values.phone || null,
    addressLine1: values.addressLine1 || null,
    addressLine2: values.addressLine2 || null,
    city: values.city || null,
    postcode: values.postcode || null,
    bankAccountName: values.bankAccountName || null,
    bankSortCode: values.bankSortCode ? digits(values.bankSortCode) : null,
    bankAccountNumber: values.bankAccountNumber ? digits(values.bankAccountNumber) : null,
    managementFeeKind: values.managementFeeKind,
    managementFeePercent: values.managementFeeKind === 'percent' ? Number(values.managementFeePercent) : null,
    managementFeeFixedPence: values.managementFeeKind === 'fixed' ? poundsToPence(values.managementFeeFixed) : null,
    spendingLimitPence: poundsToPence(values.spendingLimit),
  };
}

/** An edit: blank bank numbers keep the stored ones (the screen never has them), so they are left out. */
export function toUpdateOwnerInput(values: OwnerFormOutput): UpdatePropertyOwnerInput {
  const { bankSortCode, bankAccountNumber, bankAccountName, ...rest } = toCreateOwnerInput(values);
  return bankSortCode || bankAccountNumber ? { ...rest, bankSortCode, bankAccountNumber, bankAccountName } : rest;
}
