export type Nation = 'england' | 'wales' | 'scotland' | 'northern_ireland';
export type PropertyType = 'flat' | 'house' | 'hmo' | 'maisonette' | 'bungalow' | 'studio';
export type PropertyStatus = 'vacant' | 'let' | 'under_offer' | 'unavailable';

export interface PropertyBody {
  id: string;
  companyId: string;
  reference: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
  nation: Nation;
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  furnished: boolean;
  status: PropertyStatus;
  ownerId: string | null;
  buildingFactorId: string | null;
  monthlyRentPence: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface PropertyOwnerBody {
  id: string;
  companyId: string;
  name: string;
  email: string | null;
  phone: string | null;
  managementFeePercent: number;
  spendingLimitPence: number;
}

export interface PortfolioCounts {
  properties: number;
}
