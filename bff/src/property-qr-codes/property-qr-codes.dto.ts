import {
  NATIONS,
  type Nation,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyListQuery,
  type PropertyStatus,
  type PropertyType,
} from '@pm/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** The most labels one download makes: 24 A4 sheets. */
export const MAX_QR_LABELS = 500;
/** Ticked ones travel in the URL, which servers cap near 16 KB: 200 ids take 7.4 KB. */
export const MAX_TICKED = 200;

/** `?ids=a,b` for the ticked properties; otherwise the property list's own filters choose them (PROP-04). */
export class QrLabelsQueryDto implements Pick<
  PropertyListQuery,
  'q' | 'status' | 'nation' | 'type' | 'ownerId' | 'buildingFactorId'
> {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @ArrayMinSize(1, { message: 'Tick at least one property' })
  @ArrayMaxSize(MAX_TICKED, { message: `Tick at most ${MAX_TICKED} properties, or choose them with the filters` })
  @IsUUID('all', { each: true, message: 'ids must be property ids separated by commas' })
  ids?: string[];

  @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(PROPERTY_STATUSES) status?: PropertyStatus;
  @IsOptional() @IsIn(NATIONS) nation?: Nation;
  @IsOptional() @IsIn(PROPERTY_TYPES) type?: PropertyType;
  @IsOptional() @IsUUID('all') ownerId?: string;
  @IsOptional() @IsUUID('all') buildingFactorId?: string;
}
