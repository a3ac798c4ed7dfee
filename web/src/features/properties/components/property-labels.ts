import type { BadgeTone } from '@/components/ui/badge';
import type { PropertyStatus, PropertyType } from '@/gql/graphql';

export const propertyTypeLabels: Record<PropertyType, string> = {
  flat: 'Flat',
  house: 'House',
  hmo: 'HMO',
  maisonette: 'Maisonette',
  bungalow: 'Bungalow',
  studio: 'Studio',
};

export const propertyStatusLabels: Record<PropertyStatus, { label: string; tone: BadgeTone }> = {
  let: { label: 'Let', tone: 'success' },
  vacant: { label: 'Vacant', tone: 'warning' },
  under_offer: { label: 'Under offer', tone: 'info' },
  unavailable: { label: 'Unavailable', tone: 'neutral' },
};

export function bedroomsLabel(bedrooms: number): string {
  if (bedrooms === 0) return 'No bedroom';
  return bedrooms === 1 ? '1 bedroom' : `${bedrooms} bedrooms`;
}
