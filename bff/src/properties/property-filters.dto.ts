import {
  NATIONS,
  type Nation,
  PROPERTY_COMPLIANCE_FILTERS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyComplianceFilter,
  type PropertyListQuery,
  type PropertyStatus,
  type PropertyType,
} from '@pm/contracts';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** The property list's search and filters as a REST query (PROP-01): the exports and label sheets choose by them. */
export class PropertyFiltersQueryDto implements Pick<
  PropertyListQuery,
  'q' | 'status' | 'nation' | 'type' | 'ownerId' | 'buildingFactorId' | 'compliance'
> {
  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(PROPERTY_STATUSES) status?: PropertyStatus;
  @IsOptional() @IsIn(NATIONS) nation?: Nation;
  @IsOptional() @IsIn(PROPERTY_TYPES) type?: PropertyType;
  @IsOptional() @IsUUID('all') ownerId?: string;
  @IsOptional() @IsUUID('all') buildingFactorId?: string;
  @IsOptional() @IsIn(PROPERTY_COMPLIANCE_FILTERS) compliance?: PropertyComplianceFilter;
}
