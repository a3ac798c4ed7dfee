import { z } from 'zod';

import type {
  CreatePropertyInput,
  EpcRating,
  Nation,
  PropertyComplianceFilter,
  PropertyLicence,
  PropertyStatus,
  PropertyType,
} from '@/gql/types';

import type { PropertyDetailFragment } from '../api/properties.generated';

export const NATIONS = ['england', 'wales', 'scotland', 'northern_ireland'] as const satisfies readonly Nation[];
export const PROPERTY_TYPES = [
  'flat',
  'house',
  'hmo',
  'maisonette',
  'bungalow',
  'studio',
] as const satisfies readonly PropertyType[];
export const PROPERTY_STATUSES = [
  'vacant',
  'let',
  'under_offer',
  'unavailable',
] as const satisfies readonly PropertyStatus[];
export const COMPLIANCE_FILTERS = [
  'compliant',
  'expiring',
  'expired',
  'missing',
] as const satisfies readonly PropertyComplianceFilter[];
export const LICENCES = [
  'none',
  'hmo_mandatory',
  'hmo_additional',
  'selective',
] as const satisfies readonly PropertyLicence[];
export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const satisfies readonly EpcRating[];

const count = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, `Enter the number of ${what}, from 0 to 50`);

/**
 * Quick checks as the person types (PROP-02); the service checks the postcode, the reference's uniqueness and the
 * rest, and its messages land on the same fields. Rent is typed in pounds and sent in pence.
 */
export const propertyFormSchema = z.object({
  reference: z.string().trim().max(30, 'Use at most 30 characters'),
  addressLine1: z.string().trim().min(1, 'Enter the first line of the address').max(200, 'Use at most 200 characters'),
  addressLine2: z.string().trim().max(200, 'Use at most 200 characters'),
  city: z.string().trim().min(1, 'Enter the town or city').max(100, 'Use at most 100 characters'),
  postcode: z.string().trim().min(1, 'Enter the postcode'),
  nation: z.enum(['', ...NATIONS]),
  type: z.enum(PROPERTY_TYPES),
  bedrooms: count('bedrooms'),
  bathrooms: count('bathrooms'),
  furnished: z.boolean(),
  status: z.enum(PROPERTY_STATUSES),
  monthlyRent: z
    .string()
    .trim()
    .regex(/^(\d{1,7}(\.\d{1,2})?)?$/, 'Enter the rent in pounds, such as 950 or 950.50'),
  hasGasSupply: z.boolean(),
  licence: z.enum(LICENCES),
  hasCommonParts: z.boolean(),
  epcRating: z.enum(['', ...EPC_RATINGS]),
  epcMinimumExempt: z.boolean(),
  /** The chosen owner's id, '' for none (OWN-01, PROP-02). */
  ownerId: z.string(),
});

export type PropertyFormValues = z.input<typeof propertyFormSchema>;

/** The server names the rent in pence; the form in pounds. */
export const PROPERTY_FIELD_NAMES = { monthlyRentPence: 'monthlyRent' } as const;

export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  reference: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
  nation: '',
  type: 'flat',
  bedrooms: '1',
  bathrooms: '1',
  furnished: false,
  status: 'vacant',
  monthlyRent: '',
  hasGasSupply: true,
  licence: 'none',
  hasCommonParts: false,
  epcRating: '',
  epcMinimumExempt: false,
  ownerId: '',
};

export function propertyFormValues(property: PropertyDetailFragment): PropertyFormValues {
  return {
    reference: property.reference,
    addressLine1: property.addressLine1,
    addressLine2: property.addressLine2 ?? '',
    city: property.city,
    postcode: property.postcode,
    nation: property.nation,
    type: property.type,
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    furnished: property.furnished,
    status: property.status,
    monthlyRent: property.monthlyRentPence == null ? '' : (property.monthlyRentPence / 100).toFixed(2),
    hasGasSupply: property.hasGasSupply,
    licence: property.licence,
    hasCommonParts: property.hasCommonParts,
    epcRating: property.epcRating ?? '',
    epcMinimumExempt: property.epcMinimumExempt,
    ownerId: property.owner?.id ?? '',
  };
}

/** What both mutations send: blanks as null, so the server generates the reference and derives the nation. */
export function toPropertyInput(values: z.output<typeof propertyFormSchema>): CreatePropertyInput {
  return {
    reference: values.reference || null,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2 || null,
    city: values.city,
    postcode: values.postcode,
    nation: values.nation || null,
    type: values.type,
    bedrooms: Number(values.bedrooms),
    bathrooms: Number(values.bathrooms),
    furnished: values.furnished,
    status: values.status,
    monthlyRentPence: values.monthlyRent ? Math.round(Number(values.monthlyRent) * 100) : null,
    hasGasSupply: values.hasGasSupply,
    licence: values.licence,
    hasCommonParts: values.hasCommonParts,
    epcRating: values.epcRating || null,
    epcMinimumExempt: values.epcMinimumExempt,
    ownerId: values.ownerId || null,
  };
}
