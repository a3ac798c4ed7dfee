import type { SalesBotQueryRequest } from '@pm/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SalesBotQueryDto implements SalesBotQueryRequest {
  @Transform(trim) @IsString() @Length(1, 500) query!: string;
}

export class ConversationTokenQueryDto {
  @IsOptional() @IsString() @MaxLength(200) token?: string;
}
