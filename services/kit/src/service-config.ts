import { Expose } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

/** Environment every service needs; checked at boot by loadConfig. */
export class ServiceConfig {
  @Expose() @IsString() @IsNotEmpty() DATABASE_URL!: string;
  @Expose() @IsString() @MinLength(16) INTERNAL_SERVICE_TOKEN!: string;
  @Expose() @IsOptional() @IsInt() @Min(0) @Max(65535) PORT?: number;
  @Expose() @IsOptional() @IsString() HOST?: string;
  @Expose() @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: string;
  /** When "1", the service applies its part of the demo seed at start-up (never in production). */
  @Expose() @IsOptional() @IsIn(['0', '1']) DEMO_SEED?: string;
}
