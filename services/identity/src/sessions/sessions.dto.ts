import type { CreateSessionRequest, RevokeSessionRequest, RotateSessionRequest } from '@pm/contracts';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class CreateSessionDto implements CreateSessionRequest {
  @IsUUID() userId!: string;
  @IsOptional() @IsString() @MaxLength(500) userAgent?: string;
  @IsOptional() @IsString() @MaxLength(100) ip?: string;
}

export class RefreshTokenDto implements RotateSessionRequest, RevokeSessionRequest {
  @IsString() @IsNotEmpty() @MaxLength(200) refreshToken!: string;
}
