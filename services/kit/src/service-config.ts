import { Expose } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

export class ServiceConfig {
  /** The tables' owner: migrations and seeds run as it, and it creates the app role unless one is given. */
  @Expose() @IsString() @IsNotEmpty() DATABASE_URL!: string;
  /** A pre-created role for requests (LOGIN NOSUPERUSER NOBYPASSRLS, not the owner), when DATABASE_URL's user may not create roles. */
  @Expose() @IsOptional() @IsString() @IsNotEmpty() DATABASE_APP_URL?: string;
  @Expose() @IsString() @MinLength(16) INTERNAL_SERVICE_TOKEN!: string;
  @Expose() @IsOptional() @IsInt() @Min(0) @Max(65535) PORT?: number;
  @Expose() @IsOptional() @IsString() HOST?: string;
  @Expose() @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: string;
  /** When "1", the service applies its part of the demo seed at start-up (never in production). */
  @Expose() @IsOptional() @IsIn(['0', '1']) DEMO_SEED?: string;
}
