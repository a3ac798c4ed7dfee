import type { RateLimitHitRequest } from '@pm/contracts';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';

const DAY_MS = 24 * 60 * 60 * 1000;

export class RateLimitHitDto implements RateLimitHitRequest {
  @IsString() @Length(1, 200) key!: string;
  @IsInt() @Min(1) @Max(DAY_MS) ttlMs!: number;
  @IsInt() @Min(1) limit!: number;
  @IsInt() @Min(0) @Max(DAY_MS) blockMs!: number;
}
