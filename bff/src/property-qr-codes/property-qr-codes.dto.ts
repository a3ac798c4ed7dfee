import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsOptional, IsUUID } from 'class-validator';
import { PropertyFiltersQueryDto } from '../properties/property-filters.dto';

/** The most labels one download makes: 24 A4 sheets. */
export const MAX_QR_LABELS = 500;
/** Ticked ones travel in the URL, which servers cap near 16 KB: 200 ids take 7.4 KB. */
export const MAX_TICKED = 200;

/** `?ids=a,b` for the ticked properties; otherwise the property list's own filters choose them (PROP-04). */
export class QrLabelsQueryDto extends PropertyFiltersQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @ArrayMinSize(1, { message: 'Tick at least one property' })
  @ArrayMaxSize(MAX_TICKED, { message: `Tick at most ${MAX_TICKED} properties, or choose them with the filters` })
  @IsUUID('all', { each: true, message: 'ids must be property ids separated by commas' })
  ids?: string[];
}
