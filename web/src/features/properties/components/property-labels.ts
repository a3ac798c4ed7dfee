import type { BadgeTone } from '@/components/ui/badge';
import type { Nation, PropertyComplianceFilter, PropertyLicence, PropertyStatus, PropertyType } from '@/gql/types';

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

export const nationLabels: Record<Nation, string> = {
  england: 'England',
  wales: 'Wales',
  scotland: 'Scotland',
  northern_ireland: 'Northern Ireland',
};

export const licenceLabels: Record<PropertyLicence, string> = {
  none: 'No licence',
  hmo_mandatory: 'HMO (mandatory)',
  hmo_additional: 'HMO (additional)',
  selective: 'Selective',
};

/** PROP-01's compliance filter: each property by the worst state of the items it needs. */
export const complianceFilterNames: Record<PropertyComplianceFilter, string> = {
  compliant: 'Fully compliant',
  expiring: 'Expiring within 30 days',
  expired: 'Expired',
  missing: 'Missing an item',
};

export const propertyStatusNames: Record<PropertyStatus, string> = {
  let: 'Let',
  vacant: 'Vacant',
  under_offer: 'Under offer',
  unavailable: 'Unavailable',
};
