import { PageQueryDto } from '@pm/kit';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `?ids=a,b` makes the call a batch read; otherwise a keyset page. */
export class ListPropertiesQueryDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(4000) ids?: string;
}
