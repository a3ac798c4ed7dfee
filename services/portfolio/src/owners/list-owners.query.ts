import { PageQueryDto } from '@pm/kit';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `?ids=a,b` makes the call a batch read (the bff's DataLoader); otherwise a keyset page. */
export class ListOwnersQueryDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(4000) ids?: string;
}
