import { z } from 'zod';

import type { CreateBuildingFactorInput, UpdateBuildingFactorInput } from '@/gql/types';

import type { BuildingFactorDetailFragment } from '../api/building-factors.generated';

/**
 * Quick checks as the person types (BF-01); the service checks everything again and its messages land on the same
 * fields. The service charge is typed in pounds and sent in pence.
 */
export const factorFormSchema = z.object({
  name: z.string().trim().min(1, "Enter the factor's company name").max(200, 'Use at most 200 characters'),
  contactName: z.string().trim().max(200, 'Use at most 200 characters'),
  email: z.union([z.literal(''), z.string().trim().email('Enter an e-mail address, such as name@example.com')]),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'Enter a phone number: digits, spaces and + ( ) - only'),
  addressLine1: z.string().trim().max(200, 'Use at most 200 characters'),
  addressLine2: z.string().trim().max(200, 'Use at most 200 characters'),
  city: z.string().trim().max(100, 'Use at most 100 characters'),
  postcode: z.string().trim().max(16, 'Enter a UK postcode, such as EH1 1YZ'),
  fees: z.string().trim().max(500, 'Use at most 500 characters'),
  serviceCharge: z
    .string()
    .trim()
    .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, 'Enter the service charge a year in pounds, such as 420 or 420.50'),
  notes: z.string().trim().max(4000, 'Use at most 4000 characters'),
});

export type FactorFormValues = z.input<typeof factorFormSchema>;
type FactorFormOutput = z.output<typeof factorFormSchema>;

/** The server names the service charge in pence; the form in pounds. */
export const FACTOR_FIELD_NAMES = { serviceChargePencePerYear: 'serviceCharge' } as const;

export const EMPTY_FACTOR_FORM: FactorFormValues = {
  name: '',
  contactName: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
  fees: '',
  serviceCharge: '',
  notes: '',
};

export function factorFormValues(factor: BuildingFactorDetailFragment): FactorFormValues {
  return {
    name: factor.name,
    contactName: factor.contactName ?? '',
    email: factor.email ?? '',
    phone: factor.phone ?? '',
    addressLine1: factor.addressLine1 ?? '',
    addressLine2: factor.addressLine2 ?? '',
    city: factor.city ?? '',
    postcode: factor.postcode ?? '',
    fees: factor.fees ?? '',
    serviceCharge: factor.serviceChargePencePerYear == null ? '' : (factor.serviceChargePencePerYear / 100).toFixed(2),
    notes: factor.notes ?? '',
  };
}

/** Blanks as null, so an edit clears what was emptied; every field is sent, create and edit alike. */
export function toFactorInput(values: FactorFormOutput): CreateBuildingFactorInput & UpdateBuildingFactorInput {
  return {
    name: values.name,
    contactName: values.contactName || null,
    email: values.email || null,
    phone: values.phone || null,
    addressLine1: values.addressLine1 || null,
    addressLine2: values.addressLine2 || null,
    city: values.city || null,
    postcode: values.postcode || null,
    fees: values.fees || null,
    serviceChargePencePerYear: values.serviceCharge === '' ? null : Math.round(Number(values.serviceCharge) * 100),
    notes: values.notes || null,
  };
}
